import type { CartIssue } from '@app/contracts/cart.js';
import { AppError } from '../../../lib/app-error.js';

const issueCodes = { unavailable: 'CART_ITEM_UNAVAILABLE', free: 'CART_ITEM_FREE', owned: 'CART_ITEM_OWNED' } as const;
const issueMessages = {
  unavailable: { vi: 'Gói báo cáo này hiện không được bán', en: 'This report package is not on sale' },
  free: { vi: 'Gói miễn phí không cần mua', en: 'The free package is not sold' },
  owned: { vi: 'Bạn đã sở hữu gói này (hoặc gói cao hơn) của báo cáo', en: 'You already own this package (or a higher one) of the report' },
} as const;

/** Refuses an item that cannot be bought; naming the report helps when an order holds several. */
export function cartIssueError(issue: Exclude<CartIssue, 'superseded'>, reportTitle?: string): AppError {
  if (!reportTitle) return new AppError(issueCodes[issue]);
  const base = issueMessages[issue];
  return new AppError(issueCodes[issue], { message: { vi: `${base.vi}: “${reportTitle}”.`, en: `${base.en}: “${reportTitle}”.` } });
}
