import { USER_ROLE } from '../../../lib/info-user';
import { paths } from '../../../config/paths';

/**
 * Where to go after signing in when no pending cart action decided it: the stored
 * address, except that only a customer (role USER) is sent to the ambassador registration; else home.
 */
export function afterLoginDestination(storedPath: string | null, roles: readonly string[]): string {
  if (!storedPath) return paths.home;
  if (storedPath.includes(paths.registerAmbassador) && !roles.includes(USER_ROLE)) return paths.home;
  return storedPath;
}
