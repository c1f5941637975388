/** Every cached answer about coupons starts with this key, so one change refreshes them all. */
export const couponsKey = ['admin', 'coupons'] as const;
