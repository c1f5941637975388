import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { regularFont } from '../../../db/seed/fonts.js';

export interface PdfStamp {
  /** The buyer's name and email, or the email alone when they gave no name. */
  buyer: string;
  /** Null when staff granted the package without an order. */
  orderCode: string | null;
}

export function stampLine(stamp: PdfStamp): string {
  const order = stamp.orderCode ? ` – Đơn hàng ${stamp.orderCode}` : '';
  return `Tài liệu cấp riêng cho ${stamp.buyer}${order} – Không sao chép, chia sẻ`;
}

/**
 * Marks every page of a bought PDF with who bought it and through which order: a line at the foot
 * of the page and a faint diagonal mark across it. A Vietnamese-capable font is embedded (only the
 * glyphs used), since the standard PDF fonts cannot draw Vietnamese.
 */
export async function stampPdf(bytes: Uint8Array, stamp: PdfStamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(regularFont(), { subset: true });
  const footer = stampLine(stamp);
  const mark = [stamp.buyer, stamp.orderCode].filter(Boolean).join(' · ');
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const footerSize = Math.min(8, (width - 40) / Math.max(font.widthOfTextAtSize(footer, 1), 1));
    page.drawText(footer, {
      x: (width - font.widthOfTextAtSize(footer, footerSize)) / 2,
      y: 14,
      size: footerSize,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
    const diagonal = Math.hypot(width, height);
    const markSize = Math.min(36, (diagonal * 0.7) / Math.max(font.widthOfTextAtSize(mark, 1), 1));
    const angle = Math.atan2(height, width);
    const markWidth = font.widthOfTextAtSize(mark, markSize);
    page.drawText(mark, {
      x: width / 2 - (Math.cos(angle) * markWidth) / 2,
      y: height / 2 - (Math.sin(angle) * markWidth) / 2,
      size: markSize,
      font,
      color: rgb(0.7, 0.52, 0.18),
      opacity: 0.15,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return doc.save();
}
