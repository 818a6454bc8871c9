/**
 * Debian's Chromium and its launch flags (docs/conventions.md#environment), for the Playwright
 * suite, the release gate and the screenshot, Lighthouse and bench scripts: without the
 * background-networking flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
