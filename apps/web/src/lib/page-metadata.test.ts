import { describe, expect, it } from 'vitest';
import { localeHref, pageMetadata } from './page-metadata';

describe('localeHref', () => {
  it('leaves Vietnamese addresses without a prefix and puts English under /en', () => {
    expect(localeHref('vi', '/reports')).toBe('/reports');
    expect(localeHref('en', '/reports')).toBe('/en/reports');
    expect(localeHref('en', '/')).toBe('/en');
  });
});

describe('pageMetadata', () => {
  it('gives the canonical address and both languages with a Vietnamese default', () => {
    const metadata = pageMetadata({
      locale: 'en',
      title: 'Reports',
      description: 'All reports',
      paths: '/reports',
      image: '/files/share.png',
    });
    expect(metadata.alternates).toEqual({
      canonical: '/en/reports',
      languages: { vi: '/reports', en: '/en/reports', 'x-default': '/reports' },
    });
    expect(metadata.openGraph).toMatchObject({ url: '/en/reports', locale: 'en_US', images: [{ url: '/files/share.png' }] });
  });

  it('follows a page whose path differs per language', () => {
    const metadata = pageMetadata({ locale: 'vi', title: 'Tin tức', description: '', paths: { vi: '/tin-tuc', en: '/news' } });
    expect(metadata.alternates?.languages).toMatchObject({ vi: '/tin-tuc', en: '/en/news' });
  });

  it('names only its own language for a page written in one language', () => {
    const metadata = pageMetadata({
      locale: 'en',
      title: 'Post',
      description: '',
      paths: { vi: '/tin-tuc/a', en: '/news/a' },
      onlyIn: 'en',
      type: 'article',
    });
    expect(metadata.alternates?.languages).toEqual({ en: '/en/news/a' });
    expect(metadata.openGraph).toMatchObject({ type: 'article' });
  });
});
