import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Be Vietnam Pro as whole TTF files: the web font packages split Vietnamese into separate
 * subsets, which neither PDF embedding nor the image text renderer can combine.
 */
function load(file: string): Buffer {
  return readFileSync(require.resolve(`@expo-google-fonts/be-vietnam-pro/${file}`));
}

let regular: Buffer | undefined;
let bold: Buffer | undefined;

export function regularFont(): Buffer {
  regular ??= load('400Regular/BeVietnamPro_400Regular.ttf');
  return regular;
}

export function boldFont(): Buffer {
  bold ??= load('700Bold/BeVietnamPro_700Bold.ttf');
  return bold;
}
