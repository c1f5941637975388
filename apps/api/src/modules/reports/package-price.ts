import { sql } from 'drizzle-orm';

/**
 * What a package of a report costs, in SQL over `report_packages rp join packages pk`: the report's
 * own price when staff set one, else the package's sale price, else its list price. The cart and
 * orders price items with the same rule, and so do a report's card and page (`app_report_card`,
 * migration 0015, and `app_report_page`, migration 0017): a change to the rule goes in all three.
 */
export const packagePrice = sql.raw('coalesce(rp.price, pk.sale_price, pk.price)');
export const packageOriginalPrice = sql.raw('coalesce(rp.original_price, pk.original_price, pk.price)');
