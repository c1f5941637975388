/**
 * What other modules may use from commerce (cart, coupons, orders, payments, entitlements); the rest
 * stays inside, so the money path keeps its tables and rules to itself.
 */
export { buyerCopy } from './entitlements/buyer-copy.js';
