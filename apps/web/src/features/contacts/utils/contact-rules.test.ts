import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { communitySignupBody, contactRequestBody, MESSAGE_MAX, subscribeMailBody } from '@app/contracts/contacts';
import { textError, type TextRule } from '../../../lib/text-rules';
import { communityRules, CONTACT_MESSAGE_MAX, contactRules, subscribeRules } from './contact-rules';

const samples = [
  '',
  '   ',
  'An',
  'Nguyễn Văn An',
  'x'.repeat(40),
  '09ab',
  '0123',
  '0912345678',
  '84912345678',
  'an@',
  'an@example.com',
  ' an@example.com ',
];

/** The schema's message key for one field, or null when the schema accepts it. */
function schemaKey(schema: z.ZodType, values: Record<string, string>, field: string): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
}

function expectSameVerdicts(rules: Record<string, TextRule>, schema: z.ZodType, valid: Record<string, string>) {
  for (const field of Object.keys(rules)) {
    for (const sample of samples) {
      expect(textError(rules[field]!, sample), `${field} = "${sample}"`).toBe(schemaKey(schema, { ...valid, [field]: sample }, field));
    }
  }
}

describe('contact form rules', () => {
  it('allow the contracts’ message length', () => {
    expect(CONTACT_MESSAGE_MAX).toBe(MESSAGE_MAX);
    expect(textError(contactRules.message, 'x'.repeat(MESSAGE_MAX + 1))).toBe('message_too_long');
  });

  it('give the same verdicts as the contract schemas', () => {
    expectSameVerdicts(contactRules, contactRequestBody, {
      lastName: 'Trần',
      firstName: 'An',
      email: 'an@example.com',
      phoneNumber: '0912345678',
      message: '',
    });
    expectSameVerdicts(communityRules, communitySignupBody, { name: 'Trần An', phoneNumber: '0912345678', email: 'an@example.com' });
    expectSameVerdicts(subscribeRules, subscribeMailBody, { email: 'an@example.com' });
  });
});
