const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Where the web server reaches the API, without a trailing slash. */
export function apiUrl(): string {
  return (process.env.API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
}
