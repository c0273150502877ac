import { type OpsCommand, optionalFlag, requiredFlag } from './flags.js';

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** Coupon campaigns, their codes and pop-ups, from the command line (the same /ops calls, audited the same way). */
export const COUPON_COMMANDS: Record<string, OpsCommand> = {
  'coupon-template': {
    usage:
      'coupon-template --name-en <t> --name-cn <t> --name-tw <t> --currency <code> (--amount <x> | --percent <n> [--cap <x>]) ' +
      '[--min-spend <x>] [--scope all|freight|extras] [--store <id>] [--line <id>] [--ends <iso>] [--days <n>] [--total <n>] ' +
      '[--per-customer <n>] [--audience all|new|warehouse_new|members] [--hidden] [--pop-up]',
    run: (client, flags) =>
      client.request('POST', '/ops/coupon-templates', {
        name_en: requiredFlag(flags, 'name-en'),
        name_cn: requiredFlag(flags, 'name-cn'),
        name_tw: requiredFlag(flags, 'name-tw'),
        currency: requiredFlag(flags, 'currency'),
        amount: optionalFlag(flags, 'amount'),
        percent: optionalNumber(optionalFlag(flags, 'percent')),
        cap: optionalFlag(flags, 'cap'),
        min_spend: optionalFlag(flags, 'min-spend'),
        scope: optionalFlag(flags, 'scope'),
        store_id: optionalNumber(optionalFlag(flags, 'store')),
        line_id: optionalNumber(optionalFlag(flags, 'line')),
        ends_at: optionalFlag(flags, 'ends'),
        valid_days: optionalNumber(optionalFlag(flags, 'days')),
        total: optionalNumber(optionalFlag(flags, 'total')),
        per_customer: optionalNumber(optionalFlag(flags, 'per-customer')),
        audience: optionalFlag(flags, 'audience'),
        in_centre: flags.hidden === true ? false : undefined,
        pop_up: flags['pop-up'] === true ? true : undefined,
      }),
  },
  'list-coupon-templates': {
    usage: 'list-coupon-templates',
    run: (client) => client.request('GET', '/ops/coupon-templates'),
  },
  'stop-coupon-template': {
    usage: 'stop-coupon-template --id <id>',
    run: (client, flags) =>
      client.request('POST', `/ops/coupon-templates/${encodeURIComponent(requiredFlag(flags, 'id'))}/active`, {
        active: false,
      }),
  },
  'coupon-codes': {
    usage: 'coupon-codes --template <id> (--count <n> | --code <code> --max-uses <n>)',
    run: (client, flags) =>
      client.request('POST', `/ops/coupon-templates/${encodeURIComponent(requiredFlag(flags, 'template'))}/codes`, {
        count: optionalNumber(optionalFlag(flags, 'count')),
        code: optionalFlag(flags, 'code'),
        max_uses: optionalNumber(optionalFlag(flags, 'max-uses')),
      }),
  },
};
