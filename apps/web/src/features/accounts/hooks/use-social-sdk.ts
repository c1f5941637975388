'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { prepareFacebook } from '../utils/facebook-sdk';
import { prepareGoogle } from '../utils/google-sdk';
import type { SocialProvider } from '../api/social-login';

export type SdkState = 'loading' | 'ready' | 'unavailable';

/**
 * Loads a provider's SDK in the browser once its app id is known. Without an id, or when the SDK
 * cannot load (offline, blocked), the provider is unavailable and its button says so.
 */
export function useSocialSdk(provider: SocialProvider, appId: string | null | undefined): SdkState {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ key: string; state: SdkState } | null>(null);
  const key = `${provider}:${appId ?? ''}:${locale}`;

  useEffect(() => {
    if (!appId) return;
    let current = true;
    const prepare = provider === 'facebook' ? prepareFacebook(appId, locale) : prepareGoogle();
    prepare.then(
      () => current && setLoaded({ key, state: 'ready' }),
      () => current && setLoaded({ key, state: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [appId, key, locale, provider]);

  if (appId === undefined) return 'loading';
  if (appId === null) return 'unavailable';
  return loaded?.key === key ? loaded.state : 'loading';
}
