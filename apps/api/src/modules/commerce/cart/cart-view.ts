import { cartIssueMessages, type DroppedItem, type PricedItem } from '@app/contracts/cart.js';
import type { Locale } from '@app/contracts/locale.js';
import type { Dropped } from './cart-rules.js';
import type { Offer } from './offers.repository.js';

export function pricedItem(offer: Offer): PricedItem {
  return {
    report_id: offer.reportId,
    type_id: offer.packageId,
    report: {
      id: offer.reportId,
      title: offer.reportTitle,
      title_en: offer.reportTitleEn,
      permalink: offer.permalink,
      cover_url: offer.coverUrl,
    },
    package: { id: offer.packageId, name: offer.packageName, name_en: offer.packageNameEn, level: offer.level },
    price: offer.price,
    original_price: offer.originalPrice,
  };
}

export function droppedItem(dropped: Dropped, locale: Locale): DroppedItem {
  return {
    report_id: dropped.reportId,
    type_id: dropped.packageId,
    reason: dropped.reason,
    message: cartIssueMessages[dropped.reason][locale],
  };
}

export function totals(items: { price: number; original_price: number }[]): { subtotal: number; original_subtotal: number } {
  return {
    subtotal: items.reduce((sum, item) => sum + item.price, 0),
    original_subtotal: items.reduce((sum, item) => sum + item.original_price, 0),
  };
}
