import { OpsError } from './client.js';
import { type OpsCommand, optionalFlag, repeatedFlag, requiredFlag } from './flags.js';

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * `--prize "points=50 weight=3 stock=7 name=50 points|50积分|50點數"`: a prize as key=value words; `coupon=<campaign>`
 * for a coupon, `points=<n>` for points, neither for "thanks for playing"; the name in English|Simplified|Traditional.
 */
export function parsePrize(text: string) {
  const fields = new Map<string, string>();
  const nameAt = text.indexOf('name=');
  const head = nameAt === -1 ? text : text.slice(0, nameAt);
  const name = nameAt === -1 ? '' : text.slice(nameAt + 5).trim();
  for (const word of head.trim().split(/\s+/).filter(Boolean)) {
    const [key = '', value = ''] = word.split('=', 2);
    fields.set(key, value);
  }
  const [nameEn = '', nameCn = nameEn, nameTw = nameCn] = name.split('|').map((part) => part.trim());
  if (!nameEn) throw new OpsError(`--prize "${text}" needs name=English|简体|繁體`);
  const coupon = fields.get('coupon');
  const points = fields.get('points');
  return {
    name_en: nameEn,
    name_cn: nameCn,
    name_tw: nameTw,
    kind: coupon ? 'coupon' : points ? 'points' : 'none',
    coupon_template_id: optionalNumber(coupon),
    points: optionalNumber(points),
    weight: Number(fields.get('weight') ?? '1'),
    stock: optionalNumber(fields.get('stock')),
  };
}

/** The top-up lottery wheel from the command line (the same /ops calls, audited the same way). */
export const LOTTERY_COMMANDS: Record<string, OpsCommand> = {
  'lottery-wheel': {
    usage:
      'lottery-wheel --name-en <t> --name-cn <t> --name-tw <t> [--min-top-up <AUD>] [--draws <n per top-up>] [--ends <iso>] ' +
      '--prize "[coupon=<campaign id> | points=<n>] weight=<n> [stock=<n>] name=<en>|<cn>|<tw>" [--prize …]',
    run: (client, flags) =>
      client.request('POST', '/ops/lottery-wheels', {
        name_en: requiredFlag(flags, 'name-en'),
        name_cn: requiredFlag(flags, 'name-cn'),
        name_tw: requiredFlag(flags, 'name-tw'),
        min_top_up: optionalFlag(flags, 'min-top-up'),
        draws_per_top_up: optionalNumber(optionalFlag(flags, 'draws')),
        ends_at: optionalFlag(flags, 'ends'),
        prizes: repeatedFlag(flags, 'prize').map(parsePrize),
      }),
  },
  'list-lottery-wheels': {
    usage: 'list-lottery-wheels',
    run: (client) => client.request('GET', '/ops/lottery-wheels'),
  },
  'stop-lottery-wheel': {
    usage: 'stop-lottery-wheel --id <id>',
    run: (client, flags) =>
      client.request('POST', `/ops/lottery-wheels/${encodeURIComponent(requiredFlag(flags, 'id'))}/active`, {
        active: false,
      }),
  },
  'lottery-draws': {
    usage: 'lottery-draws --id <wheel id> [--page <n>] [--per-page <n>]   (the draws and what each won, newest first)',
    run: (client, flags) => {
      const query = new URLSearchParams({
        page: optionalFlag(flags, 'page') ?? '1',
        perPage: optionalFlag(flags, 'per-page') ?? '100',
      });
      return client.request(
        'GET',
        `/ops/lottery-wheels/${encodeURIComponent(requiredFlag(flags, 'id'))}/draws?${query}`,
      );
    },
  },
};
