import { type OpsCommand, optionalFlag, requiredFlag } from './flags.js';

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** Membership plans from the command line (the same /ops calls, audited the same way). */
export const MEMBERSHIP_COMMANDS: Record<string, OpsCommand> = {
  'membership-plan': {
    usage:
      'membership-plan --name-en <t> --name-cn <t> --name-tw <t> --currency <code> --price <x> --period month|year ' +
      '--freight-discount <percent ≤ 20> [--extra-discount <percent ≤ 50>] [--no-priority] [--sort <n>]',
    run: (client, flags) =>
      client.request('POST', '/ops/membership-plans', {
        name_en: requiredFlag(flags, 'name-en'),
        name_cn: requiredFlag(flags, 'name-cn'),
        name_tw: requiredFlag(flags, 'name-tw'),
        currency: requiredFlag(flags, 'currency'),
        price: requiredFlag(flags, 'price'),
        period: requiredFlag(flags, 'period'),
        freight_discount_percent: Number(requiredFlag(flags, 'freight-discount')),
        extra_discount_percent: optionalNumber(optionalFlag(flags, 'extra-discount')),
        priority: flags['no-priority'] === true ? false : undefined,
        sort: optionalNumber(optionalFlag(flags, 'sort')),
      }),
  },
  'list-membership-plans': {
    usage: 'list-membership-plans',
    run: (client) => client.request('GET', '/ops/membership-plans'),
  },
  'stop-membership-plan': {
    usage: 'stop-membership-plan --id <id>',
    run: (client, flags) =>
      client.request('POST', `/ops/membership-plans/${encodeURIComponent(requiredFlag(flags, 'id'))}/active`, {
        active: false,
      }),
  },
};
