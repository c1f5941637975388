/** Every cached answer about the settings starts with this key, so a save refreshes them all. */
export const settingsKey = ['admin', 'settings'] as const;
