/** Every cached answer about report contents starts with this key, so one change refreshes them all. */
export const contentsKey = ['admin', 'report-contents'] as const;
