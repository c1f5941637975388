/** Every cached answer about investors starts with this key, so one change refreshes them all. */
export const investorsKey = ['admin', 'investors'] as const;
