/**
 * The system Chromium's flags for the browser tests and the page benchmark: without the five after
 * `--disable-gpu` it keeps calling Google's services at start, which this network refuses, adding
 * noise to every run. Paint holding (keeping the previous page on screen during a same-site
 * navigation) makes headless Chromium drop every frame for about a second after the first paint of a
 * page opened from about:blank, so Lighthouse would record a first paint that no visitor sees
 * (decision 0016).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=PaintHolding',
];
