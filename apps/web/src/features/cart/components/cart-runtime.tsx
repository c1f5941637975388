'use client';

import dynamic from 'next/dynamic';

// The cart's code (its API calls, the browser cart, the actions) arrives after the page is
// interactive, so it is not part of any page's first load; actions asked for earlier wait for it.
const CartEngine = dynamic(() => import('./cart-engine').then((module) => module.CartEngine), { ssr: false });

/** Mounted once in the site layout. */
export function CartRuntime() {
  return <CartEngine />;
}
