import { describe, expect, it } from 'vitest';
import { quickContactLinks } from './quick-contact-links';

describe('quickContactLinks', () => {
  it('calls and chats with the hotline written any way', () => {
    expect(quickContactLinks('1900 6868')).toMatchObject({ phone: 'tel:19006868', zalo: 'https://zalo.me/19006868' });
  });

  it('has no buttons without a hotline', () => {
    expect(quickContactLinks(undefined)).toBeNull();
    expect(quickContactLinks(' ')).toBeNull();
  });
});
