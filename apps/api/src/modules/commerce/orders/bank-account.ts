import { z } from 'zod';
import type { BankTransferDetails } from '@app/contracts/orders.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { vietQrPayload } from '../../../lib/vietqr.js';
import { findSettings } from '../../settings/settings.service.js';

const BANK_SETTINGS = ['bank_name', 'bank_bin', 'bank_account_number', 'bank_account_name'] as const;

/** The shop's account as it was when the order was placed: the order keeps this copy. */
export const bankAccountSchema = z.object({
  bank_name: z.string().min(1),
  bank_bin: z.string().regex(/^\d{6}$/),
  bank_account_number: z.string().regex(/^[A-Za-z0-9]{1,19}$/),
  bank_account_name: z.string().min(1),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The shop's bank account from the system settings; without a usable one, bank transfer is not offered. */
export async function shopBankAccount(db: Db): Promise<BankAccount> {
  const items = await findSettings(db, BANK_SETTINGS);
  const parsed = bankAccountSchema.safeParse(Object.fromEntries(items.map((item) => [item.name, item.value.trim()])));
  if (!parsed.success) throw new AppError('BANK_TRANSFER_DISABLED');
  return parsed.data;
}

/** What the bill-payment page shows: where to send how much, with which memo, and the VietQR payload. */
export function bankTransferDetails(account: unknown, amount: number, syntax: string | null): BankTransferDetails | null {
  const parsed = bankAccountSchema.safeParse(account);
  if (!parsed.success || !syntax || amount < 1) return null;
  const { bank_bin, bank_account_number } = parsed.data;
  return {
    ...parsed.data,
    amount,
    transfer_syntax: syntax,
    vietqr: vietQrPayload({ bankBin: bank_bin, accountNumber: bank_account_number, amount, purpose: syntax }),
  };
}
