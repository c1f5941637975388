import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, entryTags, outdatedByTags, revalidatedState } from '../../page-cache-handler.mjs';

describe('the shared page cache', () => {
  it('keeps a page entry whole through Redis: its text, its binary payloads and its segment map', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<p>Đại sứ</p>',
        rscData: Buffer.from([0, 1, 2, 255]),
        segmentData: new Map([['/_tree', Buffer.from('cây')]]),
        headers: { 'x-next-cache-tags': 'ambassadors,projects' },
        status: 200,
      },
      cacheControl: { revalidate: 300, expire: 31_536_000 },
    };
    const decoded = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(decoded).toEqual(entry);
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.segmentData.get('/_tree')!.toString()).toBe('cây');
  });

  it('reads the tags of a page from its headers, and those of a data fetch from the request', () => {
    expect(entryTags({ headers: { 'x-next-cache-tags': 'ambassadors,projects' } }, { kind: 'APP_PAGE' })).toEqual([
      'ambassadors',
      'projects',
    ]);
    expect(entryTags({ kind: 'FETCH', data: {} }, { kind: 'FETCH', tags: ['reviews'], softTags: ['_N_T_/vi'] })).toEqual([
      'reviews',
      '_N_T_/vi',
    ]);
    expect(entryTags({ headers: {} }, { kind: 'APP_PAGE' })).toEqual([]);
  });

  it('drops an entry written before one of its tags expired, and keeps one written after', () => {
    const expiredAt = revalidatedState(undefined, { expire: 0 }, 2_000);
    expect(expiredAt).toEqual({ stale: 2_000, expired: 2_000 });
    expect(outdatedByTags(1_999, [undefined, expiredAt], 2_500)).toBe(true);
    expect(outdatedByTags(2_000, [expiredAt], 2_500)).toBe(false);
    expect(outdatedByTags(1_000, [undefined], 2_500)).toBe(false);
  });

  it('expires a tag given a delay only once the delay has passed, and one without durations at once', () => {
    const later = revalidatedState(undefined, { expire: 60 }, 2_000);
    expect(outdatedByTags(1_000, [{ expired: later.expired }], 3_000)).toBe(false);
    expect(outdatedByTags(1_000, [{ expired: later.expired }], 62_000)).toBe(true);
    expect(revalidatedState({ stale: 500 }, undefined, 2_000)).toEqual({ stale: 500, expired: 2_000 });
  });
});
