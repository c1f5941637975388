import { z } from 'zod';
import { booleanQuery } from './paging.ts';

export const MAX_ID = 2_147_483_647;
export const KEYWORD_MAX = 100;

/** Forms send an empty field as '' or null; both mean "no filter". */
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

const wholeNumber = z.coerce.number({ message: 'invalid_number' }).int('invalid_number');

export const entityId = wholeNumber.min(1, 'invalid_number').max(MAX_ID, 'too_big');
export const optionalId = z.preprocess(absent, entityId.optional());
export const requiredId = z.preprocess(absent, z.custom<unknown>((value) => value !== undefined, 'required').pipe(entityId));

/** `true`, `false`, `1`, `0` from a query string, or a JSON boolean. */
export const optionalFlag = z.preprocess(absent, z.union([z.boolean(), booleanQuery]).optional());

/** A search box: trimmed, at most 100 characters; blank means no search. */
export const keywordField = z.preprocess(
  absent,
  z
    .string()
    .trim()
    .max(KEYWORD_MAX, 'keyword_too_long')
    .transform((value) => value || undefined)
    .optional(),
);

const splitIds = (value: unknown) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : absent(value));

/** `1,2,3` in a query string or `[1, 2, 3]` in a body. */
export const idList = (max: number) => z.preprocess(splitIds, z.array(entityId).max(max, 'too_big').optional());
export const requiredIdList = (max: number) => z.preprocess(splitIds, z.array(entityId).min(1, 'required').max(max, 'too_big'));

/** A page number or size the caller may leave out, for lists whose default depends on other fields. */
export const optionalPageNumber = z.preprocess(absent, wholeNumber.min(1, 'invalid_number').max(100_000, 'too_big').optional());
export const optionalPageSize = (max: number) => z.preprocess(absent, wholeNumber.min(1, 'invalid_number').max(max, 'too_big').optional());

export const pageNumberField = optionalPageNumber.transform((value) => value ?? 1);
export const pageSizeField = (fallback: number, max: number) => optionalPageSize(max).transform((value) => value ?? fallback);

/** `page` from 1 and `page_size` with a default and a ceiling, as every public list takes them. */
export const pagingFields = (fallback: number, max: number) => ({ page: pageNumberField, page_size: pageSizeField(fallback, max) });

export type IdOrPermalink = { id: number } | { permalink: string };

/** `{id or permalink}` in a path: digits are an id, anything else a permalink. */
export const idOrPermalink = z
  .string()
  .trim()
  .min(1, 'invalid')
  .max(255, 'invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid')
  .transform((value): IdOrPermalink =>
    /^\d{1,10}$/.test(value) && Number(value) <= MAX_ID ? { id: Number(value) } : { permalink: value },
  );

export const idOrPermalinkParam = z.strictObject({ id: idOrPermalink });

/** A short reference to a row shown inside another one. */
export const namedRef = z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() });
export type NamedRef = z.infer<typeof namedRef>;

/** A route that takes no query parameters still refuses unknown ones. */
export const noQuery = z.strictObject({});

/** The rows a page covers, for a repository's LIMIT and OFFSET. */
export function pageWindow(paging: { page: number; page_size: number }): { limit: number; offset: number } {
  return { limit: paging.page_size, offset: (paging.page - 1) * paging.page_size };
}
