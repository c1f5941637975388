import { randomInt } from 'node:crypto';
import { ddMMyyyy, yyMMdd } from '../../../lib/vietnam-time.js';

/** No 0/O or 1/I: codes are read aloud and typed from receipts. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `SV` + the order's date + five random characters, e.g. SV260315K7Q2M. */
export function newOrderCode(at: Date): string {
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SV${yyMMdd(at)}${suffix}`;
}

/** The memo a bank transfer must carry: `username_purchasedate`, the date as ddMMyyyy in Vietnam. */
export function transferSyntax(username: string, at: Date): string {
  return `${username}_${ddMMyyyy(at)}`;
}
