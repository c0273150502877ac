import { readFileSync } from 'node:fs';
import type { StaffExtraServicePrice, StaffWarehouse } from '@parcelway/domain';
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
    // The price row is read first and its version sent, so a console save made meanwhile is refused (409), not lost.
    run: async (client, flags) => {
      const service = numberFlag(flags, 'service');
      const store = numberFlag(flags, 'store');
      const prices = await client.request<StaffExtraServicePrice[]>(
        'GET',
        `/ops/extra-service-prices?store_id=${store}`,
      );
      const current = prices.find((row) => row.service_id === service);
      if (!current) throw new OpsError(`No extra service ${service} at store ${store}; see list-service-prices`);
      return client.request('POST', `/ops/extra-service-prices/${service}`, {
        store_id: store,
        price: requiredFlag(flags, 'price'),
        active: activeFlag(optionalFlag(flags, 'active')) ?? true,
        staff_edited_at: current.staff_edited_at,
      });
    },
  },
  'list-warehouses': {
    usage: 'list-warehouses',
    run: (client) => client.request('GET', '/ops/warehouses'),
  },
  'set-warehouse-address': {
    usage: 'set-warehouse-address --store <store id> --file <address.json>',
    // The file's own staff_edited_at wins; otherwise the warehouse is read first and its version sent, so a console save
    // made meanwhile is refused (409), not overwritten.
    run: async (client, flags) => {
      const store = numberFlag(flags, 'store');
      const address = addressFile(requiredFlag(flags, 'file'));
      const warehouses = await client.request<StaffWarehouse[]>('GET', '/ops/warehouses');
      const current = warehouses.find((row) => row.store_id === store);
      if (!current) throw new OpsError(`No warehouse ${store}; see list-warehouses`);
      return client.request('POST', `/ops/warehouses/${store}`, {
        staff_edited_at: current.staff_edited_at,
        ...address,
      });
    },
  },
};
