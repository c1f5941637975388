import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('HTML from data', () => {
  // The API keeps stored rich text to its allowlist; any other field (a review, a name, a summary)
  // is plain text and must reach the page as text, so nothing but RichText may set inner HTML.
  it('is set only by RichText, beside the fixed signed-in script of the layout', () => {
    const settingHtml = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .filter((file) => readFileSync(path.join(srcDir, file), 'utf8').includes('dangerouslySetInnerHTML'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(settingHtml).toEqual(['app/[locale]/layout.tsx', 'components/ui/rich-text.tsx']);
  });
});
