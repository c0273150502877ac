import { readFileSync } from 'node:fs';
import { OpsError } from './client.js';
import { numberFlag, type OpsCommand, optionalFlag, requiredFlag } from './flags.js';

/** `--weights 1,5,12.5` → [1, 5, 12.5]; no flag → undefined (the server's 1 and 5 kg). */
function weights(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const list = value.split(',').map((part) => Number(part.trim()));
  if (list.some((weight) => !Number.isFinite(weight) || weight <= 0))
    throw new OpsError('--weights is a list like 1,5');
  return list;
}

function activeFlag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new OpsError('--active is true or false');
  return value === 'true';
}

/** A warehouse address JSON (`recipient`, `address_lines`, …): what `/ops/warehouses/<id>` takes. */
function addressFile(path: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new OpsError(`--file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Configuration (admin): a line's quote preview, extra-service prices and warehouse addresses. */
export const CONFIG_COMMANDS: Record<string, OpsCommand> = {
  'preview-line': {
    usage: 'preview-line --line <code> [--first-price 12.50] [--step-price 3.20] [--active false] [--weights 1,5,10]',
    run: (client, flags) =>
      client.request('POST', `/ops/lines/${encodeURIComponent(requiredFlag(flags, 'line'))}/preview`, {
        first_price: optionalFlag(flags, 'first-price'),
        step_price: optionalFlag(flags, 'step-price'),
        active: activeFlag(optionalFlag(flags, 'active')),
        sample_weights: weights(optionalFlag(flags, 'weights')),
      }),
  },
  'list-service-prices': {
    usage: 'list-service-prices [--store <store id>]',
    run: (client, flags) => {
      const store = optionalFlag(flags, 'store');
      return client.request('GET', `/ops/extra-service-prices${store ? `?store_id=${encodeURIComponent(store)}` : ''}`);
    },
  },
  'set-service-price': {
    usage: 'set-service-price --service <id> --store <store id> --price <in its currency> [--active true|false]',
    run: (client, flags) =>
      client.request('POST', `/ops/extra-service-prices/${encodeURIComponent(requiredFlag(flags, 'service'))}`, {
        store_id: numberFlag(flags, 'store'),
        price: requiredFlag(flags, 'price'),
        active: activeFlag(optionalFlag(flags, 'active')) ?? true,
      }),
  },
  'list-warehouses': {
    usage: 'list-warehouses',
    run: (client) => client.request('GET', '/ops/warehouses'),
  },
  'set-warehouse-address': {
    usage: 'set-warehouse-address --store <store id> --file <address.json>',
    run: (client, flags) =>
      client.request(
        'POST',
        `/ops/warehouses/${encodeURIComponent(requiredFlag(flags, 'store'))}`,
        addressFile(requiredFlag(flags, 'file')),
      ),
  },
};
