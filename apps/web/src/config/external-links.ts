import type { Locale } from '@app/contracts/locale';

/** Sites of the company outside this application, opened in a new tab. */
export const externalLinks = {
  courses: 'https://academy.senvang.vn',
  documents: 'https://tailieu.senvang.vn',
  blog: { vi: 'https://senvang.vn/tin-tuc', en: 'https://senvang.vn/en/news' } satisfies Record<Locale, string>,
  facebook: 'https://www.facebook.com/senvanggroup',
  youtube: 'https://www.youtube.com/@senvanggroup',
  linkedin: 'https://www.linkedin.com/company/senvanggroup',
  registrationBadge: 'http://online.gov.vn',
  partners: {
    construction: 'https://moc.gov.vn',
    statistics: 'https://www.nso.gov.vn',
    stateBank: 'https://www.sbv.gov.vn',
    realtors: 'https://vars.com.vn',
  },
} as const;
