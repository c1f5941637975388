import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links stay valid long enough to open or start a download, and not long enough to be passed around. */
export const FILE_LINK_TTL_SECONDS = 600;

/** Who a link was given to, so the download is counted for them. */
export interface LinkSubject {
  userId?: number;
  contactRequestId?: number;
  /** A staff member's look at a content from the admin: not a download, and not a buyer's copy. */
  preview?: boolean;
}

export interface SignedLink {
  url: string;
  expiresAt: Date;
}

export interface LinkQuery {
  exp: number;
  sig: string;
  u?: number;
  c?: number;
  p?: 1;
}

export const contentFilePath = (contentId: number) => `/v1/public/files/content/${contentId}`;

/**
 * Signed, short-lived links to report content files. A link carries no bearer token, so it works in
 * a video tag or a new tab; the signature binds the content, the expiry and the downloader, and a
 * signed-in downloader's link opens only with their session (decision 0087).
 */
export class FileLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a file link can never be mistaken for any other signed value.
    this.key = createHmac('sha256', secret).update('report-content-file-links').digest();
  }

  private signature(contentId: number, exp: number, subject: LinkSubject): Buffer {
    return createHmac('sha256', this.key)
      .update(`${contentId}.${exp}.${subject.userId ?? ''}.${subject.contactRequestId ?? ''}${subject.preview ? '.preview' : ''}`)
      .digest();
  }

  sign(contentId: number, subject: LinkSubject, now = Date.now()): SignedLink {
    const exp = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
    const params = new URLSearchParams({ exp: String(exp) });
    if (subject.userId !== undefined) params.set('u', String(subject.userId));
    if (subject.contactRequestId !== undefined) params.set('c', String(subject.contactRequestId));
    if (subject.preview) params.set('p', '1');
    params.set('sig', this.signature(contentId, exp, subject).toString('base64url'));
    return { url: `${contentFilePath(contentId)}?${params}`, expiresAt: new Date(exp * 1000) };
  }

  /** The subject of a valid, unexpired link; null when it expired or any part was changed. */
  verify(contentId: number, query: LinkQuery, now = Date.now()): LinkSubject | null {
    if (query.exp * 1000 < now) return null;
    const subject: LinkSubject = { userId: query.u, contactRequestId: query.c, preview: query.p === 1 };
    const expected = this.signature(contentId, query.exp, subject);
    const given = Buffer.from(query.sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
  }
}
