import type { OpsClient } from './client.js';
import { OpsError } from './client.js';
import {
  type Flags,
  numberFlag,
  type OpsCommand,
  optionalFlag,
  repeatedFlag,
  requiredFlag,
  review,
  storeList,
} from './flags.js';

/** Uploads each `--photo` file and answers their ids, in order. */
async function uploadPhotos(client: OpsClient, flags: Flags): Promise<string[]> {
  const ids: string[] = [];
  for (const path of repeatedFlag(flags, 'photo')) ids.push((await client.upload(path)).id);
  return ids;
}

/** Uploads the `--<flag>` file (a scale's readout, a tape) and answers its id; nothing when the flag is absent. */
async function uploadOptional(client: OpsClient, flags: Flags, flag: string): Promise<string | undefined> {
  const path = optionalFlag(flags, flag);
  return path === undefined ? undefined : (await client.upload(path)).id;
}

async function uploadRequired(client: OpsClient, flags: Flags, flag: string): Promise<string> {
  return (await client.upload(requiredFlag(flags, flag))).id;
}

/** Every staff command. Later issues add theirs here; each is a thin call to the /ops API. */
export const OPS_COMMANDS: Record<string, OpsCommand> = {
  whoami: {
    usage: 'whoami',
    run: (client) => client.request('GET', '/ops/me'),
  },
  'send-storage-reminders': {
    usage: 'send-storage-reminders',
    run: (client) => client.request('POST', '/ops/notifications/storage-reminders'),
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
  'list-lines': {
    usage: 'list-lines [--store <store id>] [--country <country id>]',
    run: (client, flags) => {
      const query = new URLSearchParams();
      const store = optionalFlag(flags, 'store');
      const country = optionalFlag(flags, 'country');
      if (store) query.set('store_id', store);
      if (country) query.set('country_id', country);
      return client.request('GET', `/ops/lines${query.size > 0 ? `?${query}` : ''}`);
    },
  },
  'receive-parcel': {
    usage:
      'receive-parcel --store <id> --tracking <no> --weight <kg> --length <cm> --width <cm> --height <cm> ' +
      '[--customer <support number on the label>] [--photo <file>]... [--scale-photo <file>] [--tape-photo <file>] ' +
      '[--note <text>]',
    run: async (client, flags) =>
      client.request('POST', '/ops/parcels/receive', {
        store_id: numberFlag(flags, 'store'),
        tracking_number: requiredFlag(flags, 'tracking'),
        weight: numberFlag(flags, 'weight'),
        length: numberFlag(flags, 'length'),
        width: numberFlag(flags, 'width'),
        height: numberFlag(flags, 'height'),
        customer: optionalFlag(flags, 'customer'),
        photos: await uploadPhotos(client, flags),
        scale_photo: await uploadOptional(client, flags, 'scale-photo'),
        tape_photo: await uploadOptional(client, flags, 'tape-photo'),
        note: optionalFlag(flags, 'note'),
      }),
  },
  'list-extra-services': {
    usage: 'list-extra-services [--store <id>]',
    run: (client, flags) => {
      const store = optionalFlag(flags, 'store');
      return client.request('GET', `/ops/extra-services${store ? `?store_id=${encodeURIComponent(store)}` : ''}`);
    },
  },
  'complete-extra-service': {
    usage: 'complete-extra-service --id <entry> [--photo <file>]... [--note <text>]',
    run: async (client, flags) =>
      client.request('POST', `/ops/extra-services/${encodeURIComponent(requiredFlag(flags, 'id'))}/complete`, {
        photos: await uploadPhotos(client, flags),
        note: optionalFlag(flags, 'note'),
      }),
  },
  'complete-return': {
    usage: 'complete-return --id <return>',
    run: (client, flags) =>
      client.request('POST', `/ops/returns/${encodeURIComponent(requiredFlag(flags, 'id'))}/complete`),
  },
  'pack-waybill': {
    usage:
      'pack-waybill --id <waybill> --weight <kg> --length <cm> --width <cm> --height <cm> ' +
      '--scale-photo <file> --tape-photo <file> [--photo <file>]... [--note <text>]',
    run: async (client, flags) =>
      client.request('POST', `/ops/waybills/${encodeURIComponent(requiredFlag(flags, 'id'))}/pack`, {
        weight: numberFlag(flags, 'weight'),
        length: numberFlag(flags, 'length'),
        width: numberFlag(flags, 'width'),
        height: numberFlag(flags, 'height'),
        photos: await uploadPhotos(client, flags),
        scale_photo: await uploadRequired(client, flags, 'scale-photo'),
        tape_photo: await uploadRequired(client, flags, 'tape-photo'),
        note: optionalFlag(flags, 'note'),
      }),
  },
  'list-weight-disputes': {
    usage: 'list-weight-disputes [--store <id>]',
    run: (client, flags) => {
      const store = optionalFlag(flags, 'store');
      return client.request('GET', `/ops/weight-disputes${store ? `?store_id=${encodeURIComponent(store)}` : ''}`);
    },
  },
  'reweigh-dispute': {
    usage:
      'reweigh-dispute --id <dispute> --weight <kg> --length <cm> --width <cm> --height <cm> ' +
      '--scale-photo <file> --tape-photo <file> [--note <text>]',
    run: async (client, flags) =>
      client.request('POST', `/ops/weight-disputes/${encodeURIComponent(requiredFlag(flags, 'id'))}/reweigh`, {
        weight: numberFlag(flags, 'weight'),
        length: numberFlag(flags, 'length'),
        width: numberFlag(flags, 'width'),
        height: numberFlag(flags, 'height'),
        scale_photo: await uploadRequired(client, flags, 'scale-photo'),
        tape_photo: await uploadRequired(client, flags, 'tape-photo'),
        note: optionalFlag(flags, 'note'),
      }),
  },
  'confirm-weight': {
    usage: 'confirm-weight --id <dispute> --reason <text>',
    run: (client, flags) =>
      client.request('POST', `/ops/weight-disputes/${encodeURIComponent(requiredFlag(flags, 'id'))}/confirm`, {
        reason: requiredFlag(flags, 'reason'),
      }),
  },
  'set-waybill-status': {
    usage:
      'set-waybill-status --id <waybill> --status <in_transit|sorting|collecting|delivered> [--tracking <no>] [--photo <proof>]...',
    run: async (client, flags) =>
      client.request('POST', `/ops/waybills/${encodeURIComponent(requiredFlag(flags, 'id'))}/status`, {
        status: requiredFlag(flags, 'status'),
        tracking: optionalFlag(flags, 'tracking'),
        photos: await uploadPhotos(client, flags),
      }),
  },
  'add-tracking': {
    usage:
      'add-tracking --id <waybill> --status <info_received|in_transit|customs_held|out_for_delivery|failed_attempt|exception|lost|returned> ' +
      '[--at <ISO time with offset>] [--place <text>] [--text <English>] [--text-cn <简体>] [--text-tw <繁體>] [--ref <reference>]',
    run: (client, flags) =>
      client.request('POST', `/ops/waybills/${encodeURIComponent(requiredFlag(flags, 'id'))}/tracking`, {
        status: requiredFlag(flags, 'status'),
        occurred_at: optionalFlag(flags, 'at'),
        place: optionalFlag(flags, 'place'),
        texts: {
          en: optionalFlag(flags, 'text'),
          cn: optionalFlag(flags, 'text-cn'),
          tw: optionalFlag(flags, 'text-tw'),
        },
        reference: optionalFlag(flags, 'ref'),
      }),
  },
  'poll-tracking': {
    usage: 'poll-tracking --id <waybill>',
    run: (client, flags) =>
      client.request('POST', `/ops/waybills/${encodeURIComponent(requiredFlag(flags, 'id'))}/tracking/poll`),
  },
  'review-sign-document': {
    usage: 'review-sign-document --id <document> --approve|--reject [--reason <text>]',
    run: (client, flags) => {
      const approve = flags.approve === true;
      const reject = flags.reject === true;
      if (approve === reject) throw new OpsError('Give one of --approve or --reject');
      return client.request('POST', `/ops/sign-documents/${encodeURIComponent(requiredFlag(flags, 'id'))}/review`, {
        decision: approve ? 'approve' : 'reject',
        reason: optionalFlag(flags, 'reason'),
      });
    },
  },
  'set-line-rate': {
    usage:
      'set-line-rate --line <code> [--first-price 12.50] [--step-price 3.20] [--first-weight 0.5] [--step 0.5] ' +
      '[--max-declared 1000] [--active true|false]',
    run: (client, flags) => {
      const line = requiredFlag(flags, 'line');
      const number = (name: string) => {
        const value = optionalFlag(flags, name);
        if (value === undefined) return undefined;
        const parsed = Number(value);
        if (!Number.isFinite(parsed)) throw new OpsError(`--${name} must be a number`);
        return parsed;
      };
      const active = optionalFlag(flags, 'active');
      if (active !== undefined && active !== 'true' && active !== 'false') {
        throw new OpsError('--active is true or false');
      }
      return client.request('PATCH', `/ops/lines/${encodeURIComponent(line)}`, {
        first_price: optionalFlag(flags, 'first-price'),
        step_price: optionalFlag(flags, 'step-price'),
        first_weight: number('first-weight'),
        step: number('step'),
        max_declared: optionalFlag(flags, 'max-declared'),
        active: active === undefined ? undefined : active === 'true',
      });
    },
  },
  'cancel-waybill': {
    usage: 'cancel-waybill --id <waybill> --reason <text>  (paid, not dispatched: refunded to the balance)',
    run: (client, flags) =>
      client.request('POST', `/ops/waybills/${encodeURIComponent(requiredFlag(flags, 'id'))}/cancel`, {
        reason: requiredFlag(flags, 'reason'),
      }),
  },
  'list-transfers': {
    usage: 'list-transfers [--status pending|approved|rejected]',
    run: (client, flags) => {
      const status = optionalFlag(flags, 'status') ?? 'pending';
      return client.request('GET', `/ops/bank-transfers?status=${encodeURIComponent(status)}`);
    },
  },
  'review-transfer': {
    usage: 'review-transfer --id <transfer> --approve | --reject --reason <text>',
    run: (client, flags) =>
      client.request(
        'POST',
        `/ops/bank-transfers/${encodeURIComponent(requiredFlag(flags, 'id'))}/review`,
        review(flags),
      ),
  },
  'list-topups': {
    usage: 'list-topups [--status pending_review|pending_payment|credited|failed|rejected]',
    run: (client, flags) => {
      const status = optionalFlag(flags, 'status') ?? 'pending_review';
      return client.request('GET', `/ops/top-ups?status=${encodeURIComponent(status)}`);
    },
  },
  'review-topup': {
    usage: 'review-topup --id <top-up> --approve | --reject --reason <text>',
    run: (client, flags) =>
      client.request('POST', `/ops/top-ups/${encodeURIComponent(requiredFlag(flags, 'id'))}/review`, review(flags)),
  },
  'expire-points': {
    usage:
      'expire-points   (points of customers whose points have not moved for two years; the daily job does the same)',
    run: (client) => client.request('POST', '/ops/points/expire'),
  },
  'audit-ledger': {
    usage: 'audit-ledger   (every wallet balance and points figure against the sum of its entries)',
    run: async (client) => {
      const audit = await client.request('GET', '/ops/ledger/audit');
      if (!(audit as { in_step?: boolean }).in_step)
        throw new OpsError(`The ledger is out of step:\n${JSON.stringify(audit, null, 2)}`);
      return audit;
    },
  },
  'list-claims': {
    usage: 'list-claims',
    run: (client) => client.request('GET', '/ops/parcel-claims'),
  },
  'resolve-claim': {
    usage: 'resolve-claim --id <claim> --approve | --reject --reason <text>',
    run: (client, flags) =>
      client.request(
        'POST',
        `/ops/parcel-claims/${encodeURIComponent(requiredFlag(flags, 'id'))}/decide`,
        review(flags),
      ),
  },
  'issue-coupon': {
    usage:
      'issue-coupon --currency <code> (--amount <x> | --percent <n>) [--customer <id>] [--min-spend <x>] [--days <n>] [--code <code>] [--publish]',
    run: (client, flags) => {
      const customer = optionalFlag(flags, 'customer');
      const days = optionalFlag(flags, 'days');
      const percent = optionalFlag(flags, 'percent');
      return client.request('POST', '/ops/coupons', {
        customer_id: customer === undefined ? undefined : Number(customer),
        amount: optionalFlag(flags, 'amount'),
        percent: percent === undefined ? undefined : Number(percent),
        currency: requiredFlag(flags, 'currency'),
        min_spend: optionalFlag(flags, 'min-spend'),
        days: days === undefined ? undefined : Number(days),
        code: optionalFlag(flags, 'code'),
        publish: flags.publish === true ? true : undefined,
      });
    },
  },
  'add-staff': {
    usage:
      'add-staff --email <email> --password <password> --role <admin|warehouse|finance|content|support> [--stores 1,2]',
    run: (client, flags) =>
      client.request('POST', '/ops/staff', {
        email: requiredFlag(flags, 'email'),
        password: requiredFlag(flags, 'password'),
        role: requiredFlag(flags, 'role'),
        store_ids: storeList(flags),
      }),
  },
  'list-staff': {
    usage: 'list-staff',
    run: (client) => client.request('GET', '/ops/staff'),
  },
  'set-staff': {
    usage: 'set-staff --id <staff id> [--role <role>] [--stores 1,2] [--active true|false] [--password <new password>]',
    run: (client, flags) => {
      const active = optionalFlag(flags, 'active');
      if (active !== undefined && active !== 'true' && active !== 'false') {
        throw new OpsError('--active is true or false');
      }
      return client.request('PATCH', `/ops/staff/${encodeURIComponent(requiredFlag(flags, 'id'))}`, {
        role: optionalFlag(flags, 'role'),
        store_ids: storeList(flags),
        active: active === undefined ? undefined : active === 'true',
        password: optionalFlag(flags, 'password'),
      });
    },
  },
  'audit-counts': {
    usage: 'audit-counts   (every maintained count, per state and per warehouse quarter hour, against a recount)',
    run: async (client) => {
      const audit = await client.request('GET', '/ops/counts/audit');
      if (!(audit as { in_step?: boolean }).in_step)
        throw new OpsError(`The maintained counts are out of step:\n${JSON.stringify(audit, null, 2)}`);
      return audit;
    },
  },
  audit: {
    usage: 'audit [--staff <id>] [--action <name>] [--target-type <type>] [--target-id <id>] [--page <n>]',
    run: (client, flags) => {
      const query = new URLSearchParams();
      const filters: [string, string][] = [
        ['staff', 'staff_id'],
        ['action', 'action'],
        ['target-type', 'target_type'],
        ['target-id', 'target_id'],
        ['page', 'page'],
      ];
      for (const [flag, parameter] of filters) {
        const value = optionalFlag(flags, flag);
        if (value !== undefined) query.set(parameter, value);
      }
      return client.request('GET', `/ops/audit${query.size > 0 ? `?${query}` : ''}`);
    },
  },
};
