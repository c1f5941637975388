import type { CartIssue } from '@app/contracts/cart.js';
import type { Offer } from './offers.repository.js';

export interface Wanted {
  reportId: number;
  packageId: number;
}

export interface Dropped extends Wanted {
  reason: CartIssue;
}

export const itemKey = (item: Wanted) => `${item.reportId}:${item.packageId}`;

/** Why an offer cannot be bought by someone owning `ownedLevel` of its report, or null when it can. */
export function offerIssue(offer: Offer | undefined, ownedLevel: number | undefined): Exclude<CartIssue, 'superseded'> | null {
  if (!offer || !offer.onSale) return 'unavailable';
  if (offer.isFree) return 'free';
  if (ownedLevel !== undefined && ownedLevel >= offer.level) return 'owned';
  return null;
}

/**
 * What can be bought of a wish list: each item must be on sale, not free and not owned; of one
 * report only the highest package stays, since it includes the lower ones (with
 * packages 2 and 3 of a report, package 2 is dropped). The same item twice counts once.
 */
export function resolveWanted(wanted: Wanted[], offers: Offer[], owned: Map<number, number>): { accepted: Offer[]; dropped: Dropped[] } {
  const offersByKey = new Map(offers.map((offer) => [itemKey(offer), offer]));
  const best = new Map<number, Offer>();
  const dropped: Dropped[] = [];
  const seen = new Set<string>();
  for (const item of wanted) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    const offer = offersByKey.get(key);
    const issue = offerIssue(offer, owned.get(item.reportId));
    if (issue || !offer) {
      dropped.push({ reportId: item.reportId, packageId: item.packageId, reason: issue ?? 'unavailable' });
      continue;
    }
    const current = best.get(item.reportId);
    if (current && current.level >= offer.level) {
      dropped.push({ reportId: item.reportId, packageId: item.packageId, reason: 'superseded' });
      continue;
    }
    if (current) dropped.push({ reportId: current.reportId, packageId: current.packageId, reason: 'superseded' });
    best.set(item.reportId, offer);
  }
  return { accepted: [...best.values()], dropped };
}
