import { readFileSync } from 'node:fs';
import { OpsError } from './client.js';
import { type OpsCommand, optionalFlag, requiredFlag } from './flags.js';

/** An item's JSON (texts per language with Markdown bodies, schedule, link…): what `/ops/content/items` takes. */
function itemFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OpsError(`--file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Help centre, notices, news, banners, shops, the China address guide and the contact form's messages. */
export const CONTENT_COMMANDS: Record<string, OpsCommand> = {
  'list-content': {
    usage: 'list-content [--kind article|notice|flash_news|banner|warehouse_news|shop|china_address]',
    run: (client, flags) => {
      const kind = optionalFlag(flags, 'kind');
      return client.request('GET', `/ops/content/items${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`);
    },
  },
  'list-help-collections': {
    usage: 'list-help-collections',
    run: (client) => client.request('GET', '/ops/content/collections'),
  },
  'publish-content': {
    usage: 'publish-content --file <item.json>',
    run: (client, flags) => client.request('POST', '/ops/content/items', itemFile(requiredFlag(flags, 'file'))),
  },
  'replace-content': {
    usage: 'replace-content --id <id> --file <item.json>',
    run: (client, flags) =>
      client.request(
        'PUT',
        `/ops/content/items/${encodeURIComponent(requiredFlag(flags, 'id'))}`,
        itemFile(requiredFlag(flags, 'file')),
      ),
  },
  'support-messages': {
    usage: 'support-messages',
    run: (client) => client.request('GET', '/ops/support-messages'),
  },
};
