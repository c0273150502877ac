import { readFileSync } from 'node:fs';
import { OpsError } from './client.js';
import { type OpsCommand, optionalFlag, requiredFlag } from './flags.js';

/** An agent point's JSON (names, address, lat/lng, opening_hours, accepts, capacity): what `/ops/drop-off-agents` takes. */
function agentFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OpsError(`--file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Pre-shipments: agent points, pickup windows, the day's pickup run and each move of the goods. */
export const PRE_SHIPMENT_COMMANDS: Record<string, OpsCommand> = {
  'list-agents': {
    usage: 'list-agents [--store <id>]',
    run: (client, flags) => {
      const store = optionalFlag(flags, 'store');
      return client.request('GET', `/ops/drop-off-agents${store ? `?store_id=${encodeURIComponent(store)}` : ''}`);
    },
  },
  'save-agent': {
    usage: 'save-agent --file <agent.json> [--id <agent id>]',
    run: (client, flags) => {
      const id = optionalFlag(flags, 'id');
      const body = agentFile(requiredFlag(flags, 'file'));
      return client.request(
        'POST',
        id ? `/ops/drop-off-agents/${encodeURIComponent(id)}` : '/ops/drop-off-agents',
        body,
      );
    },
  },
  'set-pickup-window': {
    usage:
      'set-pickup-window --store <id> --starts HH:MM --ends HH:MM --capacity <n> [--id <window id>] [--active false]',
    run: (client, flags) => {
      const id = optionalFlag(flags, 'id');
      return client.request('POST', '/ops/pickup-windows', {
        ...(id && { id: Number(id) }),
        store_id: Number(requiredFlag(flags, 'store')),
        starts: requiredFlag(flags, 'starts'),
        ends: requiredFlag(flags, 'ends'),
        capacity: Number(requiredFlag(flags, 'capacity')),
        active: optionalFlag(flags, 'active') !== 'false',
      });
    },
  },
  'pickup-settings': {
    usage: 'pickup-settings --store <id>',
    run: (client, flags) =>
      client.request('GET', `/ops/pickup-settings?store_id=${encodeURIComponent(requiredFlag(flags, 'store'))}`),
  },
  'set-pickup-settings': {
    usage: 'set-pickup-settings --store <id> [--fee <amount in the warehouse currency>] [--cutoff HH:MM]',
    run: (client, flags) => {
      const fee = optionalFlag(flags, 'fee');
      const cutoff = optionalFlag(flags, 'cutoff');
      if (fee === undefined && cutoff === undefined) throw new OpsError('Give --fee, --cutoff or both.');
      return client.request('POST', '/ops/pickup-settings', {
        store_id: Number(requiredFlag(flags, 'store')),
        ...(fee !== undefined && { pickup_fee: fee }),
        ...(cutoff !== undefined && { cutoff_time: cutoff }),
      });
    },
  },
  'pickup-run': {
    usage: 'pickup-run --date YYYY-MM-DD [--store <id>]',
    run: (client, flags) => {
      const query = new URLSearchParams({ date: requiredFlag(flags, 'date') });
      const store = optionalFlag(flags, 'store');
      if (store) query.set('store_id', store);
      return client.request('GET', `/ops/pre-shipments/pickup-run?${query}`);
    },
  },
  'receive-drop-off': {
    usage: 'receive-drop-off --code <drop-off code>',
    run: (client, flags) => client.request('POST', '/ops/pre-shipments/receive', { code: requiredFlag(flags, 'code') }),
  },
  'picked-up': {
    usage: 'picked-up --id <pre-shipment id>',
    run: (client, flags) =>
      client.request('POST', `/ops/pre-shipments/${encodeURIComponent(requiredFlag(flags, 'id'))}/picked-up`),
  },
  'pre-shipment-in-warehouse': {
    usage: 'pre-shipment-in-warehouse --id <pre-shipment id>',
    run: (client, flags) =>
      client.request('POST', `/ops/pre-shipments/${encodeURIComponent(requiredFlag(flags, 'id'))}/into-warehouse`),
  },
};
