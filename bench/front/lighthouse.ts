// Lighthouse (desktop, performance only) on the machine's Chromium: a fresh browser and profile per
// run, so that every run is a first visit's. A signed-in screen gets its session in localStorage
// first, from a page of the same origin that loads none of the app; Lighthouse is then told not to
// reset storage (that would sign the session out), which also leaves the empty HTTP cache alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export interface LighthouseRun {
  score: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
}

async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that its helper processes end with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', () => reject(new Error(`Chromium exited before listening:\n${said}`)));
  });
  return { port, child, profile };
}

/** One Lighthouse run of `url`; `session` is put in localStorage under `storageKey` first. */
export async function lighthouseRun(
  url: string,
  session?: { storageKey: string; value: string },
): Promise<LighthouseRun> {
  const browser = await startChromium();
  try {
    if (session) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
      const page = await cdp.contexts()[0].newPage();
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate(
        // The page's own global (the server's tsconfig has no DOM types).
        ({ storageKey, value }) =>
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem(storageKey, value),
        session,
      );
      await page.close();
      await cdp.close();
    }
    const result = await lighthouse(
      url,
      {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      desktop,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      firstContentfulPaint: value('first-contentful-paint'),
      largestContentfulPaint: value('largest-contentful-paint'),
      totalBlockingTime: value('total-blocking-time'),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
    };
  } finally {
    if (browser.child.exitCode === null && browser.child.pid) {
      const exited = new Promise((resolve) => browser.child.once('exit', resolve));
      process.kill(-browser.child.pid, 'SIGKILL');
      await exited;
    }
    // A helper process may still be writing to the profile for a moment.
    await rm(browser.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
