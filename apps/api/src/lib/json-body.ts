import type { FastifyInstance } from 'fastify';
import { invalidField, type AppError } from './app-error.js';

/**
 * No request of this API nests deeper than a few levels. A much deeper body is refused before it is
 * parsed: the recursive validation and cache keys of such a value would overflow the stack.
 */
const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` arrays or objects inside one another. */
function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** The 400 refusing a JSON body nested deeper than MAX_JSON_DEPTH, for a content type parser to pass on. */
export function jsonDepthError(text: string): AppError | undefined {
  return isNestedDeeperThan(text, MAX_JSON_DEPTH) ? invalidField('body', 'too_deep') : undefined;
}

/** Fastify's own JSON parsing (prototype poisoning refused), behind the depth limit. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const tooDeep = jsonDepthError(text);
    if (tooDeep) done(tooDeep, undefined);
    else parseJson(request, text, done);
  });
}
