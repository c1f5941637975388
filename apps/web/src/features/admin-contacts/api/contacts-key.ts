/** Every cached answer about contact requests starts with this key, so one change refreshes them all. */
export const contactsKey = ['admin', 'contacts'] as const;
