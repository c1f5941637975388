import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/** The path of the first string holding U+0000, which PostgreSQL text columns cannot store. */
function nulCharacterPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Bytes (an uploaded file's contents) are not text.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const withoutNulCharacters = z.unknown().superRefine((value, ctx) => {
  const path = nulCharacterPath(value);
  if (path) ctx.addIssue({ code: 'custom', message: 'invalid_character', path });
});

/**
 * Every route's zod validation, refusing a NUL character anywhere in the path, query or body first:
 * one check for every string field instead of one per schema, so no text field can reach the
 * database with it and fail there.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withoutNulCharacters.pipe(route.schema) });
