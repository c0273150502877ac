import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

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

/**
 * Waits for an <img> to finish loading and answers its natural width: on its `load` event, failing at once on its
 * `error` event (a refused or broken image) instead of polling until a deadline. An image the server renders on demand
 * (the share card: about a second of CPU with the CJK fonts) can take tens of seconds on a loaded machine, so the wait
 * is bounded by `timeoutMs`, not by a poll's few seconds.
 */
export async function loadedImageWidth(image: Locator, timeoutMs = 60_000): Promise<number> {
  return image.evaluate(
    (element, timeout) =>
      new Promise<number>((resolve, reject) => {
        const img = element as HTMLImageElement;
        const failed = () => reject(new Error(`the image ${img.src} did not load`));
        if (img.complete) {
          if (img.naturalWidth > 0) resolve(img.naturalWidth);
          else failed();
          return;
        }
        const timer = setTimeout(
          () => reject(new Error(`the image ${img.src} still loading after ${timeout} ms`)),
          timeout,
        );
        img.addEventListener('load', () => {
          clearTimeout(timer);
          resolve(img.naturalWidth);
        });
        img.addEventListener('error', () => {
          clearTimeout(timer);
          failed();
        });
      }),
    timeoutMs,
  );
}

/**
 * Starts watching the page for `text` to be shown (a visible element holding it added, or its text changed); answers
 * a wait for that. For what shows only briefly before the page moves on (a toast of two seconds): Playwright's polling,
 * slowed on a loaded machine, can look before and after it, while a MutationObserver started before the action sees it.
 */
export async function watchForText(page: Page, text: string): Promise<(timeoutMs?: number) => Promise<void>> {
  const key = `__shown_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, text }) => {
      const shown = window as unknown as Record<string, boolean>;
      shown[key] = false;
      const shows = (node: Node) => {
        const element = node instanceof Element ? node : node.parentElement;
        return element !== null && (element.textContent ?? '').includes(text) && element.checkVisibility();
      };
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
          if (nodes.some(shows)) {
            shown[key] = true;
            observer.disconnect();
            return;
          }
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, text },
  );
  return async (timeoutMs = 60_000) => {
    await page.waitForFunction((name) => (window as unknown as Record<string, boolean>)[name] === true, key, {
      timeout: timeoutMs,
    });
  };
}
