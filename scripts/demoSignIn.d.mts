import type { Page } from 'playwright-core';

/** Signs `email` (password demo1234) in at `base` and waits for the signed-in app bar. */
export function signInAsDemo(page: Page, base: string, email: string): Promise<void>;
