/*
 * The styles of Mantine's inputs and buttons, the only Mantine components the server draws on a
 * public page: the forms of a deferred island, which show before their code (and the rest of
 * Mantine's styles, in mantine.ts) arrives. The island's module imports this file, so only the
 * pages that show such a form wait for it.
 */
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Input.layer.css';
