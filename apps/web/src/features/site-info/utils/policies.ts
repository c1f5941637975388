/** The four policy pages: their key in paths.policy and the messages, and their address segment. */
export const POLICY_SLUGS = {
  ownership: 'ownership',
  purchase: 'purchase-policy',
  privacy: 'private-policy',
  exchange: 'exchange-policy',
} as const;

export type PolicyKey = keyof typeof POLICY_SLUGS;
export const POLICY_KEYS = Object.keys(POLICY_SLUGS) as PolicyKey[];

/** When the texts last changed, shown on every policy page. */
export const POLICY_UPDATED_ON = '2026-11-01';

export function policyForSlug(slug: string): PolicyKey | null {
  return POLICY_KEYS.find((key) => POLICY_SLUGS[key] === slug) ?? null;
}
