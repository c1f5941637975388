/*
 * What every page needs of Mantine's CSS, components or not: the reset and the theme's CSS
 * variables, which the site's CSS modules draw with. The components' own styles are in mantine.ts.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
