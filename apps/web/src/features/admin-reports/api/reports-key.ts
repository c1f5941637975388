/** Every cached answer about reports starts with this key, so one change refreshes them all. */
export const reportsKey = ['admin', 'reports'] as const;
