/** Routes of the site, without the locale prefix (the i18n Link adds `/en` when needed). */
export const paths = {
  home: '/',
  introduce: '/introduce',
  reports: '/reports',
  reportsByProvince: (provinceId: number) => `/reports?province_id=${provinceId}`,
  report: (permalink: string) => `/reports/${encodeURIComponent(permalink)}`,
  projectReport: (permalink: string) => `/reports/project/${encodeURIComponent(permalink)}`,
  contact: '/contact',
  consulting: (service: string) => `/contact?service=${encodeURIComponent(service)}`,
  login: '/login',
  register: '/register',
  retrievePassword: '/retrieve-password',
  cart: '/cart',
  qa: '/qa',
  policy: {
    ownership: '/policy/ownership',
    purchase: '/policy/purchase-policy',
    privacy: '/policy/private-policy',
    exchange: '/policy/exchange-policy',
  },
  profile: '/profile',
  myAccount: '/my-account',
  changePassword: '/change-password',
  orderHistory: '/order-history',
} as const;

/** Served by the API through the same origin (see src/app/files). */
export const DEFAULT_COMPANY_PROFILE_PDF = '/files/company-profile.pdf';
