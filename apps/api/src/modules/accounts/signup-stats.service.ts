import type { Db } from '../../db/client.js';
import { signupsByDay } from './users.repository.js';

/** New sign-ups per Vietnam day, for the staff dashboard; days without any are left out. */
export function countSignupsByDay(db: Db, from: Date, until: Date): Promise<{ day: string; users: number }[]> {
  return signupsByDay(db, from, until);
}
