import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Screenshots of the journeys land in e2e/artifacts (kept out of git). */
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '../../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The screen's title in the navigation bar. */
export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}
