import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The Chromium the browser tests use: CHROME_PATH, then Debian's, then Playwright's own; null when none is there. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightsOwn()];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
