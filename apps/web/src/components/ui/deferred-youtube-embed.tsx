'use client';

import { deferredIsland } from './deferred-island';

/**
 * A `YoutubeEmbed` whose few lines of code are not part of the page's first load: the poster is
 * server HTML, and the code to swap it for the player arrives when the video comes near the screen.
 */
export const DeferredYoutubeEmbed = deferredIsland(() => import('./youtube-embed').then((module) => module.YoutubeEmbed));
