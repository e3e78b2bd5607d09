// Debian's Chromium, launched the way this machine needs (never a browser Playwright downloads).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps calling outside hosts, refused here.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // This Chromium builds its omnibox popup's web pages (hundreds of requests) in every new window,
  // beside the page a benchmark measures; a user's browser does that once, not per page load.
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIOmniboxPopup',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
