/** Every cached answer about reviews starts with this key, so one change refreshes them all. */
export const reviewsKey = ['admin', 'reviews'] as const;
