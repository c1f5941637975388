import type { UniqueField } from './users.repository.js';

const fieldsByConstraint: Record<string, UniqueField> = {
  users_email_uq: 'email',
  users_username_uq: 'username',
  users_phone_uq: 'phone',
};

/**
 * The account field behind a unique-index violation, when two sign-ups race for the same email,
 * username or phone. Both drivers report the constraint; the ORM wraps their error as its cause.
 */
export function takenFieldOf(error: unknown): UniqueField | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return (constraint && fieldsByConstraint[constraint]) || null;
  }
  return null;
}
