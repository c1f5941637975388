import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A pay link of the stand-in stays usable this long, like a MoMo pay URL. */
const TICKET_TTL_MS = 30 * 60_000;

export const ticketSchema = z.object({
  partnerCode: z.string(),
  orderId: z.string(),
  requestId: z.string(),
  amount: z.number().int(),
  orderInfo: z.string(),
  redirectUrl: z.string(),
  extraData: z.string(),
  expiresAt: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`momo-sandbox-ticket.${payload}`).digest();

/** The stand-in keeps no state: the pay link carries the payment, signed so it cannot be altered. */
export function issueTicket(secret: string, payment: Omit<Ticket, 'expiresAt'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...payment, expiresAt: now + TICKET_TTL_MS })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function readTicket(secret: string, ticket: string, now = Date.now()): Ticket | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = ticketSchema.safeParse(parsed);
  return result.success && result.data.expiresAt > now ? result.data : null;
}
