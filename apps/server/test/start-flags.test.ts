import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.js';

// The server runs with a larger young generation (docs/decisions/performance-server.md, "The pay page's reads
// together, guards without promises, a young generation sized for a server": "The server's young generation"), and
// bench:api measures the app with the same heap: a start script without the flag would ship a slower server than
// the one measured.
const HEAP_FLAG = '--max-semi-space-size=64';

function scriptsOf(packageFile: string): Record<string, string> {
  return (JSON.parse(readFileSync(packageFile, 'utf8')) as { scripts: Record<string, string> }).scripts;
}

describe('how the server is started', () => {
  const scripts = [
    ...Object.entries(scriptsOf(join(SERVER_ROOT, '..', '..', 'package.json'))).map(([name, text]) => [
      `root ${name}`,
      text,
    ]),
    ...Object.entries(scriptsOf(join(SERVER_ROOT, 'package.json'))).map(([name, text]) => [`server ${name}`, text]),
  ];
  const serverStarts = scripts.filter(([, text]) => /dist\/(main|demo)\.js|bench-api\.ts/.test(text ?? ''));

  it('finds every package script that starts the built server or the API benchmark', () => {
    expect(serverStarts.map(([name]) => name).sort()).toEqual([
      'root demo',
      'root start',
      'server bench:api',
      'server demo',
      'server start',
    ]);
  });

  it.each(serverStarts)('%s gives V8 the same young generation', (_name, text) => {
    expect(text).toContain(HEAP_FLAG);
  });

  it('the phone-page benchmark starts the built server with it too', () => {
    const support = readFileSync(join(SERVER_ROOT, '..', '..', 'scripts', 'bench-web-support.mjs'), 'utf8');
    expect(support).toMatch(/dist\/main\.js/);
    expect(support).toContain(`'${HEAP_FLAG}'`);
  });
});
