import type { Envelope, Page } from '@app/contracts/envelope.js';

export function ok<T>(result: T, message = 'OK'): Envelope<T> {
  return { code: 200, message, result };
}

export function page<T>(items: T[], total: number, pageNumber: number, pageSize: number): Page<T> {
  return { items, total, page: pageNumber, page_size: pageSize };
}
