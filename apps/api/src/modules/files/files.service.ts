import { uploadKindOf } from '@app/contracts/uploads.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { FileStorage, StoredFile } from '../../lib/storage/storage.js';
import { vietnamDay } from '../../lib/vietnam-time.js';
import { buyerCopy } from '../commerce/commerce.service.js';
import { countDownload, findContentFile } from '../reports/report-contents.service.js';
import { parseByteRange, type ByteRange } from './byte-range.js';
import type { FileLinks, LinkQuery } from './file-links.js';

/** Raster images are the only pictures shown inline: SVG can carry scripts. */
export const rasterImageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/** What a browser may show in place; everything else is downloaded as a file. */
export function opensInline(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('video/') || rasterImageTypes.has(contentType);
}

export interface ContentFile {
  file: StoredFile;
  range: ByteRange | null;
  fileName: string | null;
}

async function storedFile(
  storage: FileStorage,
  key: string,
  rangeHeader: string | undefined,
): Promise<{ file: StoredFile; range: ByteRange | null }> {
  const info = await storage.stat(key);
  if (!info) throw notFound();
  const range = parseByteRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') throw new AppError('RANGE_NOT_SATISFIABLE');
  const file = await storage.get(key, range ?? undefined);
  if (!file) throw notFound();
  return { file, range };
}

/**
 * Opens the file behind a signed content link. A link given to a signed-in reader opens only in
 * that reader's session (`viewerId`, from the bearer the web's proxy adds from the session cookie),
 * so a copied link is worth nothing to anyone else. A download is counted when the file is fetched
 * from its start, so the many range requests of one video playback count once.
 */
export async function openContentFile(
  db: Db,
  storage: FileStorage,
  links: FileLinks,
  request: { contentId: number; query: LinkQuery; rangeHeader: string | undefined; viewerId: number | undefined },
): Promise<ContentFile> {
  const { contentId, query, rangeHeader } = request;
  const subject = links.verify(contentId, query);
  if (!subject) throw new AppError('FILE_LINK_INVALID');
  if (subject.userId !== undefined && subject.userId !== request.viewerId) {
    throw new AppError(request.viewerId === undefined ? 'UNAUTHORIZED' : 'FILE_LINK_INVALID');
  }
  const content = await findContentFile(db, contentId);
  if (!content?.fileKey) throw notFound();
  // A bought PDF goes out whole and stamped for its buyer: its bytes are not the stored file's.
  const stamped =
    content.format === 'pdf' && subject.userId !== undefined
      ? await buyerCopy(db, storage, { id: content.id, fileKey: content.fileKey }, subject.userId)
      : null;
  const { file, range } = stamped ? { file: stamped, range: null } : await storedFile(storage, content.fileKey, rangeHeader);
  if (!range || range.start === 0) {
    await countDownload(db, {
      contentId,
      reportId: content.reportId,
      userId: subject.userId ?? null,
      contactRequestId: subject.contactRequestId ?? null,
      day: vietnamDay(),
    });
  }
  return { file, range, fileName: content.fileName };
}

/** Storage keys of public images: server-made names in folders under `images/`, never a way out. */
const imageKey = /^images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|gif|webp|avif)$/;

export async function openImage(storage: FileStorage, path: string): Promise<StoredFile> {
  const key = `images/${path}`;
  if (!imageKey.test(key) || key.includes('..')) throw notFound();
  const file = await storage.get(key);
  if (!file) throw notFound();
  if (!rasterImageTypes.has(file.contentType)) {
    file.body.destroy();
    throw notFound();
  }
  return file;
}

/** Storage keys of files uploaded for the site's pages: one server-made name under `uploads/`. */
const uploadKey = /^uploads\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/**
 * A file uploaded for the site's pages (a PDF, an archive, a video), with byte ranges for video.
 * Only the types uploads accept are served, so nothing stored there is ever taken for a page.
 */
export async function openUpload(
  storage: FileStorage,
  path: string,
  rangeHeader: string | undefined,
): Promise<{ file: StoredFile; range: ByteRange | null }> {
  const key = `uploads/${path}`;
  if (!uploadKey.test(key)) throw notFound();
  const opened = await storedFile(storage, key, rangeHeader);
  if (!uploadKindOf(opened.file.contentType)) {
    opened.file.body.destroy();
    throw notFound();
  }
  return opened;
}
