/** Every cached answer about report packages starts with this key, so one change refreshes them all. */
export const packagesKey = ['admin', 'report-packages'] as const;
