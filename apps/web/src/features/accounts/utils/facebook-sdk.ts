import type { Locale } from '@app/contracts/locale';
import { loadScript } from '@/lib/load-script';

/** The Facebook SDK version the sign-in is written for. */
export const FACEBOOK_SDK_VERSION = 'v15.0';

interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

const initialised = new Set<string>();

/** Loads the Facebook JavaScript SDK in the visitor's language and sets it up for the app. */
export async function prepareFacebook(appId: string, locale: Locale): Promise<void> {
  await loadScript(`https://connect.facebook.net/${locale === 'vi' ? 'vi_VN' : 'en_US'}/sdk.js`);
  if (!window.FB) throw new Error('The Facebook SDK did not start');
  if (!initialised.has(appId)) {
    window.FB.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
    initialised.add(appId);
  }
}

/** Opens Facebook's sign-in window; resolves with the access token, or null when the visitor gave up. */
export function facebookAccessToken(): Promise<string | null> {
  return new Promise((resolve) => {
    if (!window.FB) return resolve(null);
    window.FB.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}
