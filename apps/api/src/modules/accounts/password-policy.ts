import { readFileSync } from 'node:fs';
import { newPasswordField } from '@app/contracts/accounts.js';

const commonPasswords = new Set(
  readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

/** Letter case does not make a common password safe: "Password1" is refused like "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The form's password rules (required, 8 to 39 characters) plus the common-password list, which stays on the server. */
export const acceptablePassword = newPasswordField.refine((password) => !isCommonPassword(password), 'password_too_common');
