import { sql } from 'drizzle-orm';

/**
 * What a package of a report costs, in SQL over `report_packages rp join packages pk`: the report's
 * own price when staff set one, else the package's sale price, else its list price. The cart and
 * orders price items with the same rule, and so does a report's card (`app_report_card`, migration
 * 0015): a change to the rule goes in both.
 */
export const packagePrice = sql.raw('coalesce(rp.price, pk.sale_price, pk.price)');
export const packageOriginalPrice = sql.raw('coalesce(rp.original_price, pk.original_price, pk.price)');
