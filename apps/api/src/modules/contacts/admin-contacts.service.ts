import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import {
  contactExportColumns,
  CONTACT_EXPORT_MAX_ROWS,
  type AdminContact,
  type AdminContactFilter,
  type adminContactSearchQuery,
  type ContactRequestStatus,
  type updateContactBody,
} from '@app/contracts/admin-contacts.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { safeCellText } from '../../lib/excel/safe-cell.js';
import { page } from '../../lib/reply.js';
import { endOfVietnamDay, startOfVietnamDay, vietnamWallClock } from '../../lib/vietnam-time.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-contacts.repository.js';

type SearchQuery = z.output<typeof adminContactSearchQuery>;

/** Rows read from the database per round trip while exporting. */
export const EXPORT_BATCH = 1000;

function filterOf(body: AdminContactFilter): repository.ContactFilter {
  return {
    status: body.status,
    words: body.keyword ? normalizeSearch(body.keyword).split(' ').filter(Boolean) : [],
    text: body.keyword,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
}

function contactView(row: repository.ContactRow): AdminContact {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status as ContactRequestStatus,
    note: row.note,
    report: row.reportId === null ? null : { id: row.reportId, title: row.reportTitle ?? '' },
    user_id: row.userId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function searchContacts(db: Db, body: AdminContactFilter, query: SearchQuery): Promise<Page<AdminContact>> {
  const filter = filterOf(body);
  const [rows, total] = await Promise.all([
    repository.searchContacts(db, filter, pageWindow(query), query.sort as repository.ContactSort),
    repository.countContacts(db, filter),
  ]);
  return page(rows.map(contactView), total, query.page, query.page_size);
}

export async function getContact(db: Db, id: number): Promise<AdminContact> {
  const row = await repository.findContact(db, id);
  if (!row) throw new AppError('CONTACT_REQUEST_NOT_FOUND');
  return contactView(row);
}

export async function updateContact(
  db: Db,
  actor: AuditActor,
  id: number,
  change: z.output<typeof updateContactBody>,
): Promise<AdminContact> {
  await db.transaction(async (tx) => {
    const before = await repository.findContact(tx, id);
    if (!before) throw new AppError('CONTACT_REQUEST_NOT_FOUND');
    await repository.updateContact(tx, id, change);
    await recordAudit(tx, actor, {
      entity: 'contact_request',
      entityId: id,
      action: 'update',
      before: { status: before.status, note: before.note },
      after: { status: change.status, note: change.note },
    });
  });
  return getContact(db, id);
}

/** How many rows an export of this filter holds; refused past the ceiling so one click cannot tie up the server. */
export async function countForExport(db: Db, body: AdminContactFilter): Promise<number> {
  const total = await repository.countContacts(db, filterOf(body));
  if (total > CONTACT_EXPORT_MAX_ROWS) throw new AppError('CONTACT_EXPORT_TOO_LARGE');
  return total;
}

/** The filter's rows in batches, read one batch at a time as the writer asks for them. */
export async function* contactBatches(
  db: Db,
  body: AdminContactFilter,
  sort: repository.ContactSort,
): AsyncGenerator<repository.ContactRow[]> {
  const filter = filterOf(body);
  let last: repository.ContactRow | null = null;
  for (;;) {
    const rows = await repository.contactsAfter(db, filter, sort, last, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1)!;
  }
}

const statusNames: Record<string, string> = {
  init: 'Liên hệ',
  download: 'Tải miễn phí',
  subscribe: 'Đăng ký cộng đồng',
  handled: 'Đã xử lý',
};
const text = (value: string | null) => (value === null ? null : safeCellText(value));

/**
 * Writes the rows to `output` as an .xlsx workbook while they arrive: each row is committed to the
 * zip stream and dropped, so memory stays flat whatever the count. Times are real Excel dates
 * (shown in Vietnam time), ids real numbers, and no text cell can start a formula.
 */
export async function writeContactWorkbook(batches: AsyncIterable<repository.ContactRow[]>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Yêu cầu liên hệ', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = contactExportColumns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.key === 'message' || column.key === 'note' ? 50 : column.key === 'created_at' ? 20 : 22,
    ...(column.key === 'created_at' ? { style: { numFmt: 'dd/mm/yyyy hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) {
      sheet
        .addRow({
          id: row.id,
          // Excel dates carry no zone: the Vietnam wall-clock time is what the office reads.
          created_at: vietnamWallClock(row.createdAt),
          last_name: text(row.lastName),
          first_name: text(row.firstName),
          email: text(row.email),
          phone: text(row.phone),
          status: statusNames[row.status] ?? row.status,
          report: text(row.reportTitle),
          message: text(row.message),
          note: text(row.note),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
