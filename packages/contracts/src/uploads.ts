import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { Locale } from './locale.ts';

/** What staff may upload, grouped by kind; each kind has its own size cap. */
export const uploadKinds = ['image', 'pdf', 'archive', 'video'] as const;
export type UploadKind = (typeof uploadKinds)[number];

const MB = 1024 * 1024;

/**
 * Size caps per kind, in bytes. A picture is shown on pages and must stay light; a PDF report can
 * run to hundreds of pages; archives and videos are the large report contents.
 */
export const uploadCaps: Record<UploadKind, number> = {
  image: 10 * MB,
  pdf: 200 * MB,
  archive: 1024 * MB,
  video: 2048 * MB,
};

/**
 * The content types accepted for each kind, as read from the file's first bytes (never from its
 * name or the type the browser declared), with the extension the server names the file with.
 * SVG is not among the images: it can carry scripts.
 */
export const uploadTypes: Record<UploadKind, Readonly<Record<string, string>>> = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' },
  pdf: { 'application/pdf': 'pdf' },
  archive: { 'application/zip': 'zip', 'application/x-rar-compressed': 'rar', 'application/x-7z-compressed': '7z' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
};

/** The kind a detected content type belongs to, if any. */
export function uploadKindOf(contentType: string): UploadKind | undefined {
  return uploadKinds.find((kind) => contentType in uploadTypes[kind]);
}

const kindNames: Record<UploadKind, Record<Locale, string>> = {
  image: { vi: 'Ảnh', en: 'The picture' },
  pdf: { vi: 'Tệp PDF', en: 'The PDF' },
  archive: { vi: 'Tệp nén', en: 'The archive' },
  video: { vi: 'Video', en: 'The video' },
};

/** A size as staff read it: `10 MB`, `2 GB`. */
export function formatUploadSize(bytes: number): string {
  if (bytes >= 1024 * MB) return `${Math.round((bytes / (1024 * MB)) * 10) / 10} GB`;
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The formats an address takes, as file extensions: `PNG, JPG, PDF`. */
export const acceptedFormats = (kinds: readonly UploadKind[]) =>
  kinds.flatMap((kind) => Object.values(uploadTypes[kind]).map((extension) => extension.toUpperCase())).join(', ');

/** Why a file was refused, with the cap or the accepted formats, in both languages. */
export const uploadRefusals = {
  tooLarge: (kind: UploadKind): Record<Locale, string> => ({
    vi: `${kindNames[kind].vi} vượt quá dung lượng cho phép (tối đa ${formatUploadSize(uploadCaps[kind])}).`,
    en: `${kindNames[kind].en} is larger than allowed (at most ${formatUploadSize(uploadCaps[kind])}).`,
  }),
  wrongType: (kinds: readonly UploadKind[]): Record<Locale, string> => ({
    vi: `Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: ${acceptedFormats(kinds)}.`,
    en: `This file format is not accepted here. Accepted: ${acceptedFormats(kinds)}.`,
  }),
};

/** What each upload address takes: a picture, any file for pages, or a report content file. */
export const uploadTargets = {
  img: ['image'],
  file: ['image', 'pdf', 'archive', 'video'],
  'report-content': ['pdf', 'video', 'archive'],
} as const satisfies Record<string, readonly UploadKind[]>;
export type UploadTarget = keyof typeof uploadTargets;

/** The largest file an upload address takes: the cap of its largest kind. */
export const uploadTargetCap = (target: UploadTarget) => Math.max(...uploadTargets[target].map((kind) => uploadCaps[kind]));

/** The form field holding the file, the one the editor's image upload posts. */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * The stored file: `url` is where it is read (a public address for pictures and page files; for a
 * report content, the storage key that the content record keeps, reached only through signed
 * links), `name` the uploader's file name (shown to staff and used as the download name), `size`
 * in bytes and `type` the content type detected from the file's bytes.
 */
export const uploadedFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Storage keys of report content files that the report-content upload made. */
export const contentFileKeySchema = z.string().regex(/^contents\/[a-f0-9]{32}\.(?:pdf|mp4|webm|mov|zip|rar|7z)$/, 'content_file_invalid');

const multipart = { file: UPLOAD_FILE_FIELD } as const;

export const uploadEndpoints = {
  img: defineEndpoint({
    method: 'POST',
    path: '/v1/upload/img',
    access: 'staff',
    multipart,
    summary: 'Upload a picture (PNG, JPEG, GIF, WebP, AVIF; up to 10 MB) as the form field `file`; answers its public address',
    reply: uploadedFileSchema,
  }),
  file: defineEndpoint({
    method: 'POST',
    path: '/v1/upload/file',
    access: 'staff',
    multipart,
    summary: 'Upload a picture, PDF, archive or video for the site’s pages as the form field `file`; answers its public address',
    reply: uploadedFileSchema,
  }),
  reportContent: defineEndpoint({
    method: 'POST',
    path: '/v1/upload/report-content',
    access: { permission: 'report-manage/reports/content' },
    multipart,
    summary: 'Upload a report content file (PDF, video, archive) as the form field `file`; answers its storage key for the content record',
    reply: uploadedFileSchema,
  }),
} as const;

/** The upload address of each target, for the kit's `useUpload(target)`. */
export const uploadEndpointOf = {
  img: uploadEndpoints.img,
  file: uploadEndpoints.file,
  'report-content': uploadEndpoints.reportContent,
} as const satisfies Record<UploadTarget, (typeof uploadEndpoints)[keyof typeof uploadEndpoints]>;
