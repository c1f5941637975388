import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_FILE_FIELD,
  uploadCaps,
  uploadKindOf,
  uploadRefusals,
  uploadTargetCap,
  uploadTargets,
  uploadTypes,
  type UploadedFile,
  type UploadKind,
  type UploadTarget,
} from '@app/contracts/uploads.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage/storage.js';

/** Enough of a file's start for every format accepted to be recognised. */
const SAMPLE_BYTES = 64 * 1024;

/** Where a stored file goes and the address it is read at. */
function placement(target: UploadTarget, kind: UploadKind, extension: string): { key: string; url: string } {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  if (target === 'report-content') return { key: `contents/${name}`, url: `contents/${name}` };
  // Pictures sit with the site's other images, served by the image route that takes raster types only.
  if (kind === 'image') return { key: `images/uploads/${name}`, url: `/files/images/uploads/${name}` };
  return { key: `uploads/${name}`, url: `/files/uploads/${name}` };
}

/** The uploader's file name, for staff to recognise and as a download name: no folders, no control characters. */
function displayName(fileName: string | undefined, fallback: string): string {
  const base = (fileName ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean || fallback;
}

/** Reads the file's first bytes; the rest stays in the request. */
async function readSample(iterator: AsyncIterator<Buffer>): Promise<{ sample: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < SAMPLE_BYTES) {
    const { done, value } = await iterator.next();
    if (done) return { sample: Buffer.concat(chunks), ended: true };
    chunks.push(value);
    size += value.length;
  }
  return { sample: Buffer.concat(chunks), ended: false };
}

/**
 * The whole file as a stream that fails once it passes the kind's cap, or when the request breaks
 * off: the storage then drops what it had written.
 */
function cappedStream(
  part: MultipartFile,
  sample: Buffer,
  iterator: AsyncIterator<Buffer>,
  ended: boolean,
  kind: UploadKind,
  counted: { bytes: number },
) {
  const cap = uploadCaps[kind];
  const tooLarge = () => new AppError('UPLOAD_TOO_LARGE', { message: uploadRefusals.tooLarge(kind) });
  async function* chunks(): AsyncGenerator<Buffer> {
    let done = ended;
    counted.bytes = sample.length;
    if (counted.bytes > cap) throw tooLarge();
    yield sample;
    for (;;) {
      // The parser stops a file at the address's cap and ends it quietly, marked as cut short.
      if (done) {
        if (part.file.truncated) throw tooLarge();
        return;
      }
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new AppError('UPLOAD_ABORTED', { cause: error });
      }
      if (next.done) {
        done = true;
        continue;
      }
      counted.bytes += next.value.length;
      if (counted.bytes > cap) throw tooLarge();
      yield next.value;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The form's one file part, or a refusal when the form has none under the expected field. */
async function filePart(request: FastifyRequest, target: UploadTarget): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_FILE_MISSING');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: uploadTargetCap(target), files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  } catch (error) {
    throw new AppError('UPLOAD_ABORTED', { cause: error });
  }
  if (!part) throw new AppError('UPLOAD_FILE_MISSING');
  if (part.fieldname !== UPLOAD_FILE_FIELD) {
    part.file.resume();
    throw new AppError('UPLOAD_FILE_MISSING');
  }
  return part;
}

/**
 * Stores the file of an upload form as it arrives. Its type is read from its first bytes (never its
 * name or declared type) and must be one the address takes; its size must stay within its kind's
 * cap; it is stored under a name the server makes. Any refusal leaves nothing stored.
 */
export async function receiveUpload(storage: FileStorage, request: FastifyRequest, target: UploadTarget): Promise<UploadedFile> {
  const part = await filePart(request, target);
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let sampled: { sample: Buffer; ended: boolean };
  try {
    sampled = await readSample(iterator);
  } catch (error) {
    throw new AppError('UPLOAD_ABORTED', { cause: error });
  }
  if (sampled.sample.length === 0) throw new AppError('UPLOAD_EMPTY');

  const detected = await fileTypeFromBuffer(sampled.sample);
  const allowed: readonly UploadKind[] = uploadTargets[target];
  const kind = detected ? uploadKindOf(detected.mime) : undefined;
  if (!detected || !kind || !allowed.includes(kind)) {
    part.file.resume();
    throw new AppError('UPLOAD_TYPE_REFUSED', { message: uploadRefusals.wrongType(allowed) });
  }

  const extension = uploadTypes[kind][detected.mime]!;
  const { key, url } = placement(target, kind, extension);
  const counted = { bytes: 0 };
  try {
    await storage.put(key, cappedStream(part, sampled.sample, iterator, sampled.ended, kind, counted), detected.mime);
  } catch (error) {
    part.file.resume();
    if (error instanceof AppError) throw error;
    if (request.raw.destroyed || request.raw.readableAborted) throw new AppError('UPLOAD_ABORTED', { cause: error });
    throw error;
  }
  request.log.info({ key, size: counted.bytes, type: detected.mime, userId: request.principal?.id }, 'file uploaded');
  return { url, name: displayName(part.filename, key.split('/').pop()!), size: counted.bytes, type: detected.mime };
}
