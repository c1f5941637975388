/*
 * The admin area's styles, imported by its layout only. It uses most of Mantine, so it takes the
 * whole library's CSS (in the `mantine` layer, like the site's) and that of the admin parts.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import '@mantine/tiptap/styles.layer.css';
