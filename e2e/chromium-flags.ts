/**
 * The system Chromium's flags for the browser tests and the page benchmark: without the last five it
 * keeps calling Google's services at start, which this network refuses, adding noise to every run.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
