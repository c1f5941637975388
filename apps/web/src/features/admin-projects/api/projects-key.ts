/** Every cached answer about projects and their lists starts with this key, so one change refreshes them all. */
export const projectsKey = ['admin', 'projects'] as const;
