import type { Config } from '../../config.js';

/** Per caller address: sign-in, registration, reset and password change are where guessing happens. */
export const authRateLimit = (config: Config) => ({
  rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
});

export const refreshRateLimit = (config: Config) => ({ rateLimit: { max: config.REFRESH_RATE_LIMIT_MAX, timeWindow: 60_000 } });
