import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline script of a page we build: a `<script>` element without attributes, and its text. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts `html` holds. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The built web app's inline scripts (its launch-preload script, apps/web/build-plugins) as CSP sources, read from the
 * index.html the server sends, so the policy allows what that page holds and nothing else; none before it is built.
 */
export function readWebInlineScripts(webDist: string): string[] {
  const file = join(webDist, 'index.html');
  return existsSync(file) ? inlineScriptSources(readFileSync(file, 'utf8')) : [];
}
