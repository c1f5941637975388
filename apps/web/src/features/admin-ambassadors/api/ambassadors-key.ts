/** Every cached answer about ambassadors starts with this key, so one change refreshes them all. */
export const ambassadorsKey = ['admin', 'ambassadors'] as const;
