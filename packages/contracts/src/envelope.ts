import { z } from 'zod';

/** Every API reply: `{ code, message, result }`; errors add `errors` for invalid fields. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const envelopeSchema = <T extends z.ZodType>(result: T) => z.object({ code: z.number().int(), message: z.string(), result });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  result: z.null(),
  error_code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export interface ErrorEnvelope {
  code: number;
  message: string;
  result: null;
  error_code: string;
  errors?: FieldError[];
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
