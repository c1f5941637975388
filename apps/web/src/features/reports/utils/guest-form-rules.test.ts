import { describe, expect, it } from 'vitest';
import { freeDownloadBody } from '@app/contracts/contacts';
import { textError } from '../../../lib/text-rules';
import { guestFormRules } from './guest-form-rules';

const valid = { report_id: 1, full_name: 'Nguyễn Thị Thu', email: 'thu@example.com', phone_number: '0912345678' };
const samples = ['', '  ', 'Thu', 'x'.repeat(40), '09ab', '123', 'thu@', 'thu@example.com'];

describe('guest form rules', () => {
  it('give the same verdicts as the contract schema', () => {
    for (const field of ['full_name', 'email', 'phone_number'] as const) {
      for (const sample of samples) {
        const parsed = freeDownloadBody.safeParse({ ...valid, [field]: sample });
        const expected = parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
        expect(textError(guestFormRules[field], sample), `${field} = "${sample}"`).toBe(expected);
      }
    }
  });
});
