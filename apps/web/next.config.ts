import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  transpilePackages: ['@app/contracts'],
  // Several checkouts' builds can live side by side (e.g. end-to-end runs on other ports).
  distDir: process.env.WEB_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    deviceSizes: [320, 420, 640, 768, 1024, 1280, 1536, 1920, 2560, 3840],
    imageSizes: [32, 48, 64, 96, 128, 256],
    qualities: [75],
    // Uploaded files are served by the API under /files (proxied by src/app/files), whatever the storage.
    localPatterns: [{ pathname: '/files/**' }, { pathname: '/images/**' }],
  },
};

export default withNextIntl(nextConfig);
