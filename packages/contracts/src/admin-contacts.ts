import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { contactStatuses } from './contacts.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, requiredId } from './list-query.ts';
import { optionalDay } from './orders.ts';

/**
 * Where a contact request came from (`init` contact form, `download` guest free download,
 * `subscribe` community sign-up) or, once staff have dealt with it, `handled`.
 */
export const contactRequestStatuses = [contactStatuses.contact, contactStatuses.download, contactStatuses.community, 'handled'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

export const CONTACT_NOTE_MAX = 2000;
/** The most rows one Excel export holds. */
export const CONTACT_EXPORT_MAX_ROWS = 200_000;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const adminContactSearchQuery = adminSearchQuery(['id', 'created_at', 'email', 'status'], 'id,desc');

/** Text matches name, email, phone, message and note, with or without diacritics. */
export const adminContactSearchBody = z.preprocess(
  (value) => value ?? {},
  z
    .strictObject({
      status: z.preprocess(blank, z.enum(contactRequestStatuses, { error: 'invalid' }).optional()),
      keyword: keywordField,
      from: optionalDay,
      to: optionalDay,
    })
    .refine((body) => !body.from || !body.to || body.from <= body.to, { message: 'date_range_invalid', path: ['to'] }),
);
export type AdminContactFilter = z.output<typeof adminContactSearchBody>;

export const adminContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(contactRequestStatuses),
  note: z.string().nullable(),
  /** The report of a guest free download. */
  report: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  user_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const contactIdParam = z.strictObject({ id: requiredId });

export const updateContactBody = z.strictObject({
  status: z.enum(contactRequestStatuses, { error: 'invalid' }),
  /** Blank clears the note. */
  note: z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: 'invalid' })
      .trim()
      .max(CONTACT_NOTE_MAX, 'message_too_long')
      .transform((value) => value || null)
      .default(null),
  ),
});

/** The sheet's columns, Vietnamese as the office reads them. */
export const contactExportColumns = [
  { key: 'id', header: 'Mã' },
  { key: 'created_at', header: 'Ngày gửi' },
  { key: 'last_name', header: 'Họ' },
  { key: 'first_name', header: 'Tên' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Số điện thoại' },
  { key: 'status', header: 'Trạng thái' },
  { key: 'report', header: 'Báo cáo' },
  { key: 'message', header: 'Nội dung' },
  { key: 'note', header: 'Ghi chú' },
] as const;

const access = { permission: 'user-manage/contact' } as const;

export const adminContactEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/contact-request/search',
    access,
    summary: 'Contact requests by status, Vietnam days and text',
    query: adminContactSearchQuery,
    body: adminContactSearchBody,
    reply: pageSchema(adminContactSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/contact-request/:id',
    access,
    summary: 'One contact request',
    params: contactIdParam,
    reply: adminContactSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/contact-request/:id',
    access,
    summary: "Set a contact request's status and staff note",
    params: contactIdParam,
    body: updateContactBody,
    reply: adminContactSchema,
  }),
  /**
   * The reply is not the JSON envelope but an .xlsx file streamed as it is written, with the
   * file name in `Content-Disposition` and the number of rows in `X-Total-Count`, so the browser
   * can show how far the download is. The body is the search filter; the sort is the search's.
   */
  exportExcel: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/contact-request/export/excel',
    access,
    summary: 'The contact requests of a filter as an Excel workbook (.xlsx), streamed',
    query: adminContactSearchQuery.pick({ sort: true }),
    body: adminContactSearchBody,
    reply: z.never(),
  }),
};
