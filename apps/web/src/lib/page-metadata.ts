import type { Metadata } from 'next';
import { defaultLocale, locales, type Locale } from '@app/contracts/locale';

/** A page's address in each language; most pages have the same path in both. */
export type LocalePaths = string | Record<Locale, string>;

function pathIn(paths: LocalePaths, locale: Locale): string {
  return typeof paths === 'string' ? paths : paths[locale];
}

/** The address a visitor sees: Vietnamese without a prefix, English under /en. */
export function localeHref(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export interface PageMetadataInput {
  locale: Locale;
  title: string;
  description: string;
  paths: LocalePaths;
  /** The share image from the settings, or the page's own picture. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Pages in one language only (a blog post) have no alternate. */
  onlyIn?: Locale;
}

/** Title, description, canonical address, hreflang alternates and the share picture of a public page. */
export function pageMetadata({ locale, title, description, paths, image, type = 'website', onlyIn }: PageMetadataInput): Metadata {
  const canonical = localeHref(locale, pathIn(paths, locale));
  const languages = onlyIn
    ? { [onlyIn]: localeHref(onlyIn, pathIn(paths, onlyIn)) }
    : {
        ...Object.fromEntries(locales.map((code) => [code, localeHref(code, pathIn(paths, code))])),
        'x-default': localeHref(defaultLocale, pathIn(paths, defaultLocale)),
      };
  const images = image ? [{ url: image }] : undefined;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: { title, description, url: canonical, type, locale: locale === 'vi' ? 'vi_VN' : 'en_US', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  };
}
