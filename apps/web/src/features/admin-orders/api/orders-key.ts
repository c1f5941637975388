/** Every cached answer about orders and MoMo payments starts with this key, so one change refreshes them all. */
export const ordersKey = ['admin', 'orders'] as const;
