import { deflateSync } from 'node:zlib';
import { crc32 } from '../files/crc32.js';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An 8-bit RGB PNG. Each row takes whichever of the Sub and Up filters leaves smaller residues,
 * which keeps flat shapes and gradients to a few kilobytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = new Uint8Array((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let subCost = 0;
    let upCost = 0;
    for (let i = 0; i < stride; i++) {
      const value = rgb[row + i] as number;
      const s = (value - (i >= 3 ? (rgb[row + i - 3] as number) : 0)) & 0xff;
      const u = (value - (y > 0 ? (rgb[row - stride + i] as number) : 0)) & 0xff;
      sub[i] = s;
      up[i] = u;
      subCost += s < 128 ? s : 256 - s;
      upCost += u < 128 ? u : 256 - u;
    }
    const out = y * (stride + 1);
    raw[out] = upCost < subCost ? 2 : 1;
    raw.set(upCost < subCost ? up : sub, out + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}
