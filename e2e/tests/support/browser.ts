import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Debian's headless Chromium (apt-get install chromium-headless-shell): the same Blink and V8 as the chromium package
 * without the desktop browser around them, as Playwright itself runs headless tests. The browser suite spent half its
 * CPU in Chromium; the shell takes half of that. Playwright's own browsers are not downloaded.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The whole browser (apt-get install chromium), for a test that opens a PDF in a tab: the shell has no PDF viewer. */
export const CHROMIUM_WITH_PDF_VIEWER_PATH = process.env.CHROMIUM_WITH_PDF_VIEWER_PATH ?? '/usr/bin/chromium';

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `pdfViewer`: a PDF opened in a tab shows there (the shell would download it and leave the tab blank). */
export function launchBrowser(options: { pdfViewer?: boolean } = {}): Promise<Browser> {
  const executablePath = options.pdfViewer ? CHROMIUM_WITH_PDF_VIEWER_PATH : CHROMIUM_PATH;
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context and page sized like a phone (390×844). */
export async function openPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { ...PHONE_VIEWPORT }, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}
