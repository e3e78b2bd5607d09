import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// The specs' accessibility check. A spec that uses it needs `test.use({ bypassCSP: true })`: the
// server's CSP rightly refuses the injected axe script.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * Resolves once no CSS transition or animation runs (MUI's fades change the contrast axe reads);
 * endless ones (a focused button's pulsing ripple) never end and are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Serious and critical WCAG A/AA violations on the current page, once it has settled. */
export async function seriousViolations(page: Page) {
  await settled(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
