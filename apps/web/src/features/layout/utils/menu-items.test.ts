import { describe, expect, it } from 'vitest';
import { buildMainMenu, isCurrentPath, type MenuItem } from './menu-items';

describe('buildMainMenu', () => {
  const vi = buildMainMenu({ locale: 'vi', companyProfileUrl: '/files/company-profile.pdf' });
  const en = buildMainMenu({ locale: 'en', companyProfileUrl: '/files/company-profile.pdf' });

  it('lists the main menu in order', () => {
    expect(vi.map((item) => item.label)).toEqual(['home', 'introduce', 'courses', 'reports', 'consulting', 'documents', 'blog', 'contact']);
  });

  it('opens the company profile PDF from the introduce entry in a new tab', () => {
    expect(vi.find((item) => item.label === 'introduce')).toMatchObject({ href: '/files/company-profile.pdf', kind: 'external' });
  });

  it('links courses and documents to other sites', () => {
    for (const label of ['courses', 'documents'] as const) {
      expect(vi.find((item) => item.label === label)?.kind).toBe('external');
    }
  });

  it("links the blog to the site's news at one address per language", () => {
    const hrefOf = (items: MenuItem[]) => items.flatMap((item) => (item.label === 'blog' && item.kind !== 'group' ? [item] : []))[0];
    expect(hrefOf(vi)).toMatchObject({ href: '/tin-tuc', kind: 'page' });
    expect(hrefOf(en)).toMatchObject({ href: '/news', kind: 'page' });
  });

  it('gives market reports and consulting services their child pages', () => {
    expect(vi.find((item) => item.label === 'reports')?.children?.[0]).toMatchObject({ href: '/reports', kind: 'page' });
    const consultingGroup = vi.find((item) => item.label === 'consulting');
    expect(consultingGroup?.kind).toBe('group');
    const consulting = consultingGroup?.children ?? [];
    expect(consulting.length).toBeGreaterThanOrEqual(2);
    expect(consulting.every((child) => child.kind === 'page' && child.href.startsWith('/contact?service='))).toBe(true);
  });
});

describe('isCurrentPath', () => {
  it('matches a page and the pages below it', () => {
    expect(isCurrentPath('/reports', '/reports')).toBe(true);
    expect(isCurrentPath('/reports/project/vinhomes', '/reports')).toBe(true);
    expect(isCurrentPath('/reports-old', '/reports')).toBe(false);
  });

  it('matches the home page only on itself', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/contact', '/')).toBe(false);
  });

  it('never claims entries told apart only by their query', () => {
    expect(isCurrentPath('/contact', '/contact?service=investment')).toBe(false);
  });
});
