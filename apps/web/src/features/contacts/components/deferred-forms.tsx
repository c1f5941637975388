'use client';

import { deferredIsland } from '@/components/ui/deferred-island';
import { withMantine } from '@/components/providers/with-mantine';
import '@/styles/mantine-form-fields';

/** The home page's two sign-up forms sit far below the first screen: their code waits until they are near. */
export const DeferredCommunitySignupForm = deferredIsland(
  withMantine(() => import('./community-signup-form').then((module) => module.CommunitySignupForm)),
);
export const DeferredSubscribeForm = deferredIsland(withMantine(() => import('./subscribe-form').then((module) => module.SubscribeForm)));
