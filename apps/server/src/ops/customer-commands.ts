import { randomUUID } from 'node:crypto';
import type { OpsCommand } from './flags.js';
import { optionalFlag, requiredFlag } from './flags.js';

const customerPath = (customer: string, what: string) => `/ops/customers/${encodeURIComponent(customer)}/${what}`;

/** Finance's changes to one customer's balance and points, each with the reason the customer reads. */
export const CUSTOMER_COMMANDS: Record<string, OpsCommand> = {
  'adjust-points': {
    usage: 'adjust-points --customer <id> --points <n, negative to take> --reason <text>',
    run: (client, flags) =>
      client.request('POST', customerPath(requiredFlag(flags, 'customer'), 'points'), {
        points: Number(requiredFlag(flags, 'points')),
        reason: requiredFlag(flags, 'reason'),
      }),
  },
  'adjust-balance': {
    usage:
      'adjust-balance --customer <id> --amount <major units, negative to take> --currency <code> --reason <text> ' +
      '[--key <idempotency key>]',
    // One key per invocation, so a retry of a lost answer is applied once only when the same --key is given again.
    run: (client, flags) =>
      client.request(
        'POST',
        customerPath(requiredFlag(flags, 'customer'), 'balance'),
        {
          amount: requiredFlag(flags, 'amount'),
          currency: requiredFlag(flags, 'currency'),
          reason: requiredFlag(flags, 'reason'),
        },
        { 'idempotency-key': optionalFlag(flags, 'key') ?? `cli-${randomUUID()}` },
      ),
  },
};
