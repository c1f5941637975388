/** Every cached answer about areas, provinces and districts starts with this key, so one change refreshes them all. */
export const geographyKey = ['admin', 'geography'] as const;
