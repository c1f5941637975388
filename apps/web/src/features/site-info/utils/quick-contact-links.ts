import { quickContactPages } from '../../../config/quick-contact';

/** Where the floating buttons lead: a call to the hotline, its Zalo chat, and the shop's Messenger. */
export function quickContactLinks(hotline: string | undefined): { phone: string; zalo: string; messenger: string } | null {
  const digits = hotline?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return { phone: `tel:${digits}`, zalo: `https://zalo.me/${digits}`, messenger: quickContactPages.messenger };
}
