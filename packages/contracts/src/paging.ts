import { z } from 'zod';

/** Query numbers arrive as strings; these coerce them and say what is wrong in plain words. */
export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `sort=id,desc` as the clients send it; the allowed columns are given per list. */
export const sortParam = <const T extends readonly [string, ...string[]]>(columns: T, fallback: `${T[number]},${'asc' | 'desc'}`) =>
  z
    .string()
    .regex(new RegExp(`^(${columns.join('|')}),(asc|desc)$`))
    .default(fallback)
    .transform((value) => {
      const [column, direction] = value.split(',') as [T[number], 'asc' | 'desc'];
      return { column, direction };
    });
