import { loadScript } from '@/lib/load-script';

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}

interface GoogleTokenClient {
  requestAccessToken(): void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: GoogleTokenResponse) => void;
        error_callback?: (error: { type?: string }) => void;
      }): GoogleTokenClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/** Loads Google Identity Services. */
export async function prepareGoogle(): Promise<void> {
  await loadScript('https://accounts.google.com/gsi/client');
  if (!window.google?.accounts?.oauth2) throw new Error('Google Identity Services did not start');
}

/** Opens Google's sign-in window; resolves with an access token, or null when the visitor gave up. */
export function googleAccessToken(clientId: string): Promise<string | null> {
  return new Promise((resolve) => {
    const oauth2 = window.google?.accounts.oauth2;
    if (!oauth2) return resolve(null);
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => resolve(response.access_token ?? null),
      error_callback: () => resolve(null),
    });
    client.requestAccessToken();
  });
}
