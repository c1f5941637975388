/** Every cached answer about posts starts with this key, so one change refreshes them all. */
export const newsKey = ['admin', 'news'] as const;
