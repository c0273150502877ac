import { randomUUID } from 'node:crypto';
import { describeFailure, OpsError } from './client.js';
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
    // One key per invocation, printed with the answer and with a failure: a retry of a lost answer with the same --key
    // is applied once; a run without --key is a new adjustment.
    run: async (client, flags) => {
      const path = customerPath(requiredFlag(flags, 'customer'), 'balance');
      const payload = {
        amount: requiredFlag(flags, 'amount'),
        currency: requiredFlag(flags, 'currency'),
        reason: requiredFlag(flags, 'reason'),
      };
      const key = optionalFlag(flags, 'key') ?? `cli-${randomUUID()}`;
      try {
        const answer = await client.request<Record<string, unknown>>('POST', path, payload, { 'idempotency-key': key });
        return { ...answer, idempotency_key: key };
      } catch (error) {
        throw new OpsError(
          `${describeFailure(error, client.baseUrl)}; rerun with --key ${key} to retry this same adjustment`,
          { cause: error },
        );
      }
    },
  },
};
