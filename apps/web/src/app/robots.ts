import type { MetadataRoute } from 'next';
import { paths } from '@/config/paths';
import { siteOrigin } from '@/lib/site-origin';

/** Account, cart and checkout pages are personal; /api and /admin are not pages for search engines. */
const PRIVATE_PATHS = [
  '/admin',
  '/api',
  paths.login,
  paths.register,
  paths.retrievePassword,
  paths.cart,
  '/product-cart',
  paths.profile,
  paths.myAccount,
  paths.changePassword,
  paths.orderHistory,
  '/register-ambassador',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [...PRIVATE_PATHS, ...PRIVATE_PATHS.filter((path) => path !== '/api').map((path) => `/en${path}`)],
      },
    ],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  };
}
