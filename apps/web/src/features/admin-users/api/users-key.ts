/** Every cached answer about users starts with this key, so one change refreshes them all. */
export const usersKey = ['admin', 'users'] as const;
