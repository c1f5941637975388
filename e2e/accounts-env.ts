/**
 * Where the product under test sends mail and checks social sign-in tokens: local stand-ins that
 * the accounts stories start on fixed ports. When they are not running, mail is recorded as failed
 * in the outbox and social sign-in is refused; nothing else depends on them.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 2527);

export const FACEBOOK_APP_ID = 'e2e-facebook-app';
export const GOOGLE_CLIENT_ID = 'e2e-google-client.apps.googleusercontent.com';

const providers = `http://127.0.0.1:${PROVIDER_PORT}`;

export const accountsServerEnv = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  FACEBOOK_GRAPH_URL: `${providers}/facebook`,
  GOOGLE_TOKENINFO_URL: `${providers}/google`,
  GOOGLE_USERINFO_URL: `${providers}/google/userinfo`,
  NEXT_PUBLIC_FACEBOOK_APP_ID: FACEBOOK_APP_ID,
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
};
