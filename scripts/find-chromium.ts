import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The flags every browser the tests and benchmarks start gets: no sandbox (CI runs as root), no GPU,
 * and none of the browser's own traffic (updates, sync, first-run pages) beside what is measured.
 */
export const TEST_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser the tests and the size budget drive: CHROME_PATH, then Debian's headless shell, then
 * Debian's Chromium, then Playwright's own; null when none is there. The headless shell is the same
 * Blink without the desktop browser around it: on two cores it spends about half the CPU of the
 * full Chromium on the same journeys (e2e/shop.spec.ts: 14 s against 27 s), which the rest of the
 * run gets back.
 */
export function findTestChromium(): string | null {
  return firstThere([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', playwrightsOwn()]);
}

/** The full Chromium, for Lighthouse, which measures a page as the desktop browser draws it. */
export function findChromium(): string | null {
  return firstThere([process.env.CHROME_PATH, '/usr/bin/chromium', playwrightsOwn()]);
}

function firstThere(candidates: readonly (string | undefined)[]): string | null {
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
