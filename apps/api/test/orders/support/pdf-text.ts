import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

function decoded(stream: PDFRawStream): string {
  const compressed = stream.dict.get(PDFName.of('Filter')) !== undefined;
  return (compressed ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
}

/** Glyph code to text, from a font's ToUnicode map (the `bfchar` entries pdf-lib writes). */
function unicodeMap(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const toUnicode = font.get(PDFName.of('ToUnicode'));
  if (!toUnicode) return map;
  const cmap = decoded(doc.context.lookup(toUnicode) as PDFRawStream);
  for (const [, code, text] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    map.set(code!.toLowerCase(), Buffer.from(text!, 'hex').swap16().toString('utf16le'));
  }
  return map;
}

function pageText(doc: PDFDocument, page: PDFPage): string {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) maps.set(name.decodeText(), unicodeMap(doc, doc.context.lookup(ref) as PDFDict));
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    let current = new Map<string, string>();
    for (const [, font, hex] of decoded(stream).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]+)>\s*Tj/g)) {
      if (font) current = maps.get(font) ?? new Map();
      else for (let i = 0; i < hex!.length; i += 4) text += current.get(hex!.slice(i, i + 4).toLowerCase()) ?? '';
      if (hex) text += '\n';
    }
  }
  return text;
}

/** The text drawn with embedded fonts on each page, read back through their ToUnicode maps. */
export async function embeddedTextByPage(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => pageText(doc, page));
}
