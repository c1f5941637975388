import { z } from 'zod';

/**
 * A permalink without Vietnamese diacritics: "Căn hộ Đà Nẵng" → "can-ho-da-nang". The admin forms
 * fill it from the name as staff type, and the API makes one the same way when it is left blank.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PERMALINK_MAX);
}

export const PERMALINK_MAX = 200;

/** What staff may type as a permalink: what `slugify` makes, nothing that needs escaping in an address. */
export const permalinkSchema = z
  .string()
  .trim()
  .max(PERMALINK_MAX, 'permalink_too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'permalink_invalid');

/**
 * The first free permalink for `text`: itself, then `-2`, `-3` … A caller that lets staff type the
 * permalink refuses a taken one instead, so an edited address never changes behind their back.
 */
export async function freePermalink(text: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = slugify(text) || 'item';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, PERMALINK_MAX - String(n).length - 1)}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
