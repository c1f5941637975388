import type { Locale } from '@app/contracts/locale';

const blogPaths = { vi: '/tin-tuc', en: '/news' } as const satisfies Record<Locale, string>;

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
  resetPassword: '/reset-password',
  cart: '/cart',
  /** The cart popup's own address: the cart page with the popup open. */
  productCart: '/product-cart',
  cartWithPopup: '/cart?popup=1',
  /** An order's payment: bank transfer details with VietQR, MoMo, or the paid order's reports. */
  payment: (orderId: number) => `/payment/${orderId}`,
  paymentWithMomo: (orderId: number) => `/payment/${orderId}?momo=1`,
  /** Where MoMo sends the buyer back, with the result in the query string. */
  momoReturn: '/payment/momo/return',
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
  registerAmbassador: '/register-ambassador',
  admin: '/admin',
  ambassador: (id: number) => `/ambassador-detail/${id}`,
  /** The blog lives at one address per language: /tin-tuc in Vietnamese, /en/news in English. */
  blog: blogPaths,
  blogPost: (locale: Locale, permalink: string) => `${blogPaths[locale]}/${encodeURIComponent(permalink)}`,
} as const;

/** Served by the API through the same origin (see src/app/files). */
export const DEFAULT_COMPANY_PROFILE_PDF = '/files/company-profile.pdf';
