import { z } from 'zod';
import { entityId } from './list-query.ts';
import { permalinkSchema } from './permalink.ts';
import { patterns } from './validation.ts';

/** Forms send a field left empty as '' or null; both mean "not given". */
export const blank = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/**
 * Markup has no place in a plain-text field: the pages print these fields as text, so a tag would
 * show as written. It is refused with a message instead of being stored and shown back.
 */
const markup = /<\/?[a-z!?]/i;

/** Plain text, trimmed; stored as null when left blank. */
export const plainText = (max: number, tooLong: 'text_max_255' | 'text_max_5000' = max > 255 ? 'text_max_5000' : 'text_max_255') =>
  z.preprocess(
    blank,
    z
      .string({ error: 'invalid' })
      .trim()
      .max(max, tooLong)
      .refine((value) => !markup.test(value), 'text_no_html')
      .optional(),
  );

export const requiredPlainText = (requiredKey: string, max = 255) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, max > 255 ? 'text_max_5000' : 'text_max_255')
    .refine((value) => !markup.test(value), 'text_no_html');

/** Rich text from the editor, sanitised by the API before it is stored. */
export const RICH_TEXT_MAX = 200_000;
export const richTextField = z.preprocess(blank, z.string({ error: 'invalid' }).max(RICH_TEXT_MAX, 'too_big').optional());

/** A picture: an https link, or a file the site serves from its uploads. */
export const pictureUrl = z
  .string({ error: 'image_url_invalid' })
  .trim()
  .max(2000, 'image_url_invalid')
  .regex(patterns.pictureUrl, 'image_url_https');
export const pictureField = z.preprocess(blank, pictureUrl.optional());

export const websiteField = z.preprocess(
  blank,
  z.string({ error: 'url_invalid' }).trim().max(500, 'url_invalid').regex(patterns.url, 'url_invalid').optional(),
);

/** Blank lets the API make one from the name. */
export const optionalPermalink = z.preprocess(blank, permalinkSchema.optional());

export const optionalRef = z.preprocess(blank, entityId.optional());

export const optionalCount = (max: number) =>
  z.preprocess(
    blank,
    z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(max, 'too_big').optional(),
  );

export const activeFlag = z.boolean({ error: 'invalid' }).default(true);
