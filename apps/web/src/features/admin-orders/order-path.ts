import { itemByCode, itemPathname } from '@/admin/admin-items';

/** An order's own page, below the orders item. */
export const orderPath = (id: number) => `${itemPathname(itemByCode('report-manage/order'))}/${id}`;
