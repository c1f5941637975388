import { errorCatalog, type ErrorCode } from '@app/contracts/errors.js';
import type { Locale } from '@app/contracts/locale.js';
import type { FieldError } from '@app/contracts/envelope.js';

export type LocalizedText = Record<Locale, string>;

export interface AppErrorOptions {
  /** A message more precise than the code's own, in both languages. */
  message?: LocalizedText;
  /** Invalid fields; their `message` is a validation message key, translated when replying. */
  errors?: FieldError[];
  /** For the log only, never sent to the caller. */
  cause?: unknown;
}

/** The one error type of the API: a code from the catalogue, mapped to a status in one handler. */
export class AppError extends Error {
  readonly status: number;
  readonly localized?: LocalizedText;
  readonly errors?: FieldError[];

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message?.en ?? errorCatalog[code].en, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
    this.localized = options.message;
    this.errors = options.errors;
  }
}

export const notFound = (message?: LocalizedText) => new AppError('NOT_FOUND', { message });

export const invalidField = (field: string, key: string, message?: LocalizedText) =>
  new AppError('VALIDATION_FAILED', { message, errors: [{ field, code: key, message: key }] });
