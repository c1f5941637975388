import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy } from './src/config/content-security-policy';

/**
 * Messages are compiled at build time, so the browser formats them without the ICU parser and
 * without resolving the locale anew for every message (decision 0016).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true } },
});

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
];

const nextConfig: NextConfig = {
  async headers() {
    // Pages get their policy, with a nonce, from src/proxy.ts; these answers carry no inline script.
    const policy = [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development: process.env.NODE_ENV === 'development' }) },
    ];
    return [
      { source: '/:path*', headers: securityHeaders },
      ...['/api/:path*', '/files/:path*', '/docs/:path*'].map((source) => ({ source, headers: policy })),
    ];
  },
  transpilePackages: ['@app/contracts'],
  // Several checkouts' builds can live side by side (e.g. end-to-end runs on other ports).
  distDir: process.env.WEB_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The web server compresses (server.mjs): it rewrites a page's script tags first (decision 0173).
  compress: false,
  reactStrictMode: true,
  images: {
    // Each width is one more candidate in every responsive picture's srcset, in the HTML and again in
    // the page's data: six cover phones (360 to 414 px at 2x), tablets and desktops up to the 1920 px
    // the banners are drawn at.
    deviceSizes: [360, 640, 828, 1080, 1440, 1920],
    imageSizes: [32, 48, 64, 96, 128, 256],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    // Uploaded files are served by the API under /files (proxied by src/app/files), whatever the storage.
    localPatterns: [{ pathname: '/files/**' }, { pathname: '/images/**' }],
  },
};

/**
 * With Redis, every running web process reads and expires one page cache (decision 0100). Only the
 * server reads it, at start, so one build serves one machine (its cache on disk) or several.
 */
export default function config(phase: string): NextConfig {
  const sharedCache =
    phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
      ? { cacheHandler: fileURLToPath(new URL('./page-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
      : {};
  return withNextIntl({ ...nextConfig, ...sharedCache });
}
