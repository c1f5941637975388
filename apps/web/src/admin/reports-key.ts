/**
 * Every cached answer about reports starts with this key, so one change refreshes them all. It is
 * shared because the report list also shows each report's packages and its number of contents:
 * a change on the package or content screens must refresh it too.
 */
export const reportsKey = ['admin', 'reports'] as const;
