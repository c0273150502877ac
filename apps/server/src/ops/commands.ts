import type { OpsClient } from './client.js';
import { OpsError } from './client.js';

export type Flags = Record<string, string | string[] | boolean | undefined>;

interface OpsCommand {
  usage: string;
  run(client: OpsClient, flags: Flags): Promise<unknown>;
}

export function requiredFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new OpsError(`--${name} is required`);
  return value;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

/** Every staff command. Later issues add theirs here; each is a thin call to the /ops API. */
export const OPS_COMMANDS: Record<string, OpsCommand> = {
  whoami: {
    usage: 'whoami',
    run: (client) => client.request('GET', '/ops/me'),
  },
  'list-rates': {
    usage: 'list-rates',
    run: (client) => client.request('GET', '/ops/exchange-rates'),
  },
  'set-rate': {
    usage: 'set-rate --currency <code> --rate <units per AUD> [--date YYYY-MM-DD]',
    run: (client, flags) =>
      client.request('POST', '/ops/exchange-rates', {
        currency: requiredFlag(flags, 'currency'),
        per_aud: requiredFlag(flags, 'rate'),
        effective_on: optionalFlag(flags, 'date'),
      }),
  },
};
