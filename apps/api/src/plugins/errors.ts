import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalog, type ErrorCode } from '@app/contracts/errors.js';
import type { ErrorEnvelope, FieldError } from '@app/contracts/envelope.js';
import { isValidationMessageKey, validationMessage } from '@app/contracts/validation.js';
import type { Locale } from '@app/contracts/locale.js';
import { AppError } from '../lib/app-error.js';

/** Zod's own issue codes, turned into our message keys when a schema gave no key of its own. */
function issueKey(issue: { code: string; message: string; origin?: string; expected?: string }): string {
  if (isValidationMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'required';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'too_long' : 'too_big';
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'required' : 'too_small';
  if (issue.code === 'unrecognized_keys') return 'unknown_field';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'invalid_number';
  return 'invalid';
}

function translateErrors(errors: FieldError[] | undefined, locale: Locale): FieldError[] | undefined {
  return errors?.map((e) => ({ ...e, message: validationMessage(e.message, locale) }));
}

export function envelope(code: ErrorCode, locale: Locale, options: { message?: string; errors?: FieldError[] } = {}): ErrorEnvelope {
  const entry = errorCatalog[code];
  const body: ErrorEnvelope = { code: entry.status, message: options.message ?? entry[locale], result: null, error_code: code };
  if (options.errors?.length) {
    body.errors = options.errors;
    // A single invalid field speaks for itself: its message is the clearest thing to show.
    if (!options.message && options.errors.length === 1 && options.errors[0]) body.message = options.errors[0].message;
  }
  return body;
}

function fastifyErrorCode(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      const body = envelope(error.code, locale, { message: error.localized?.[locale], errors: translateErrors(error.errors, locale) });
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const params = v.params as { origin?: string; expected?: string; keys?: string[] };
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = [where, params.keys?.join(',')].filter(Boolean).join('.') || (error.validationContext ?? 'body');
        const key = issueKey({ code: v.keyword, message: v.message ?? '', ...params });
        return { field, code: key, message: validationMessage(key, locale) };
      });
      return reply.status(400).send(envelope('VALIDATION_FAILED', locale, { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply did not match its schema');
      return reply.status(500).send(envelope('INTERNAL', locale));
    }
    const code = fastifyErrorCode(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
    // A malformed JSON body or header is the caller's mistake: say so plainly, but hide framework details.
    const message = code === 'BAD_REQUEST' ? errorCatalog.VALIDATION_FAILED[locale] : undefined;
    return reply.status(errorCatalog[code].status).send(envelope(code, locale, { message }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('ROUTE_NOT_FOUND', request.locale));
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['locale'] });
