import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { POLICY_KEYS, POLICY_SLUGS, policyForSlug } from './policies';

describe('policies', () => {
  it('are the four policy routes of the specification', () => {
    expect(POLICY_KEYS.map((key) => `/policy/${POLICY_SLUGS[key]}`)).toEqual(POLICY_KEYS.map((key) => paths.policy[key]));
    expect(Object.values(POLICY_SLUGS)).toEqual(['ownership', 'purchase-policy', 'private-policy', 'exchange-policy']);
  });

  it('finds a policy by its address and nothing else', () => {
    expect(policyForSlug('private-policy')).toBe('privacy');
    expect(policyForSlug('refunds')).toBeNull();
  });
});
