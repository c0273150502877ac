import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import { body, createTestApp, registerCustomer, SAMPLE_FILES, type TestApp } from './support/app.js';

const run = promisify(execFile);
const staff = { email: 'ops@parcelway.test', password: 'StaffPass2026' };
let t: TestApp;
let opsUrl: string;

beforeAll(async () => {
  t = await createTestApp({ config: { staff } });
  opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

async function staffToken(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/ops/login', payload: staff });
  return body<{ access_token: string }>(response).data.access_token;
}

describe('staff API access', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.app.inject('/ops/me')).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const asCustomer = await t.app.inject({ url: '/ops/me', headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('logs the configured staff account in', async () => {
    const token = await staffToken();
    const me = await t.app.inject({ url: '/ops/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(body<{ staff_id: number }>(me).data.staff_id).toBeGreaterThan(0);
  });

  it('refuses a wrong staff password, and a staff token on customer endpoints', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/ops/login',
      payload: { ...staff, password: 'Nope12345' },
    });
    expect(wrong.statusCode).toBe(401);
    const token = await staffToken();
    expect(
      (await t.app.inject({ url: '/api/getUser', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });

  it('refuses a customer password on the staff login', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ops/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('npm run ops (the command line talks HTTP to /ops)', () => {
  const env = () => ({ OPS_URL: opsUrl, STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

  it('sets a dated exchange rate that transferAmount then uses', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const result = await runOpsCommand(['set-rate', '--currency', 'myr', '--rate', '3.1000'], env());
    expect(result).toEqual({ currency: 'MYR', per_aud: '3.1000', effective_on: day });
    const rates = (await runOpsCommand(['list-rates'], env())) as { code: string; per_aud: string }[];
    expect(rates.find((rate) => rate.code === 'MYR')?.per_aud).toBe('3.10000000');
    const converted = await t.app.inject('/api/transferAmount?baseId=3&transId=4&baseAmount=1000&type=1');
    expect(body(converted).data).toMatchObject({ amount: '3100.00', rate_date: day });
  });

  it('reports what is wrong with a command', async () => {
    await expect(runOpsCommand(['set-rate', '--currency', 'MYR'], env())).rejects.toThrow('--rate is required');
    await expect(runOpsCommand(['set-rate', '--currency', 'XYZ', '--rate', '2'], env())).rejects.toThrow('400');
    await expect(runOpsCommand(['no-such-command'], env())).rejects.toThrow('Unknown command');
    await expect(runOpsCommand(['whoami'], { ...env(), STAFF_PASSWORD: 'Wrong1234' })).rejects.toThrow('401');
  });

  // Four `npm run ops` processes (npm, then tsx compiling the command line): seconds of CPU each.
  it('`npm run ops` on bad input prints one clear line on stderr, no npm noise, and exits 1', {
    timeout: 90_000,
  }, async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const npm = (args: string[], extra: Record<string, string>) =>
      run('npm', ['run', 'ops', '--', ...args], {
        cwd: root,
        env: { ...process.env, ...env(), ...extra },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const [missing, unknown, refused, unreachable] = await Promise.all([
      npm(['set-rate', '--currency', 'MYR'], {}),
      npm(['no-such-command'], {}),
      npm(['whoami'], { STAFF_PASSWORD: 'Wrong1234' }),
      npm(['whoami'], { OPS_URL: 'http://127.0.0.1:9' }),
    ]);
    expect(missing).toEqual({ code: 1, stderr: '--rate is required\n' });
    expect(unknown).toEqual({
      code: 1,
      stderr: 'Unknown command "no-such-command"; `npm run ops` without arguments lists the commands.\n',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^401 [^\n]+\n$/);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^Cannot reach the server at http:\/\/127\.0\.0\.1:9 \([^)]+\); [^\n]+\n$/);
  });
});

describe('npm run ops: the warehouse side of parcels', () => {
  const env = () => ({ OPS_URL: opsUrl, STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });
  let photos: string;
  beforeAll(() => {
    photos = mkdtempSync(join(tmpdir(), 'parcelway-photos-'));
    writeFileSync(join(photos, 'front.jpg'), SAMPLE_FILES.jpeg);
    writeFileSync(join(photos, 'label.png'), SAMPLE_FILES.png);
    writeFileSync(join(photos, 'notes.txt'), 'not a picture');
  });
  afterAll(() => rmSync(photos, { recursive: true, force: true }));

  it('receives a parcel with photos, then completes the photo service it was pre-alerted with', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const services = body<{ id: number; code: string }[]>(
      await t.app.inject({ url: '/api/extraServiceList', headers: customer.headers }),
    ).data;
    const photo = services.find((service) => service.code === 'photo');
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: customer.headers,
      payload: { tracking_number: 'CLI00012345', extra_services: [{ extra_service_id: photo?.id }] },
    });
    expect(preAlert.statusCode).toBe(200);

    const received = (await runOpsCommand(
      [
        'receive-parcel',
        '--store',
        '1',
        '--tracking',
        'cli00012345',
        '--weight',
        '1.5',
        '--length',
        '30',
        '--width',
        '20',
        '--height',
        '10',
        '--photo',
        join(photos, 'front.jpg'),
        '--photo',
        join(photos, 'label.png'),
        '--note',
        'Corner dented',
      ],
      env(),
    )) as { outcome: string; parcel: { id: number; status: number; customer_id: number } };
    expect(received).toMatchObject({ outcome: 'matched_pre_alert', parcel: { status: 10, customer_id: customer.id } });

    const pending = (await runOpsCommand(['list-extra-services', '--store', '1'], env())) as {
      id: number;
      parcel_id: number;
    }[];
    const entry = pending.find((row) => row.parcel_id === received.parcel.id);
    const done = await runOpsCommand(
      ['complete-extra-service', '--id', String(entry?.id), '--photo', join(photos, 'front.jpg')],
      env(),
    );
    expect(done).toMatchObject({ status: 'completed', service: 'photo', photos: [{ mime: 'image/jpeg' }] });

    const detail = body<{ images: { source: string }[]; comments: { label: string }[] }>(
      await t.app.inject({ url: `/api/parcelDetail/${received.parcel.id}`, headers: customer.headers }),
    ).data;
    expect(detail.images.map((image) => image.source)).toEqual(['check_in', 'check_in', 'extra_service']);
    expect(detail.comments).toMatchObject([{ label: 'admin' }]);
  });

  it('says what is wrong: a missing flag, an unreadable photo, a file that is not a picture', async () => {
    const base = ['receive-parcel', '--store', '1', '--tracking', 'CLI00099999', '--weight', '1', '--length', '1'];
    await expect(runOpsCommand(base, env())).rejects.toThrow('--width is required');
    const full = [...base, '--width', '1', '--height', '1'];
    await expect(runOpsCommand([...full, '--photo', join(photos, 'missing.jpg')], env())).rejects.toThrow(
      'Cannot read',
    );
    await expect(runOpsCommand([...full, '--photo', join(photos, 'notes.txt')], env())).rejects.toThrow(
      '400 Please select a picture (JPG, PNG, GIF, WebP or HEIC).',
    );
    await expect(runOpsCommand(['complete-extra-service', '--id', '999999'], env())).rejects.toThrow('404');
  });
});

describe('npm run ops: waybills', () => {
  const env = () => ({ OPS_URL: opsUrl, STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });
  let photos: string;
  beforeAll(() => {
    photos = mkdtempSync(join(tmpdir(), 'parcelway-packing-'));
    writeFileSync(join(photos, 'box.jpg'), SAMPLE_FILES.jpeg);
  });
  afterAll(() => rmSync(photos, { recursive: true, force: true }));

  async function customerCall<T>(customer: { headers: Record<string, string> }, url: string, payload?: unknown) {
    const response = await t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: customer.headers,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<T>(response).data;
  }

  it('packs a waybill with a photo, and says what is wrong with an illegal move or a missing decision', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const preAlert = await customerCall<{ id: number }>(customer, '/api/insertPreParcel', {
      tracking_number: 'CLIWB0001234',
    });
    await runOpsCommand(
      [
        'receive-parcel',
        '--store',
        '1',
        '--tracking',
        'CLIWB0001234',
        '--weight',
        '1',
        '--length',
        '20',
        '--width',
        '20',
        '--height',
        '20',
      ],
      env(),
    );
    const recipient = await customerCall<{ id: number }>(customer, '/api/createRecipent', {
      first_name: 'Aroha',
      last_name: 'Ngata',
      phoneCode: '64',
      contactNumber: '021 123 4567',
      country_id: 157,
      city: 'Auckland',
      postcode: '1010',
      address: '23 Customs Street East',
    });
    const lines = await customerCall<{ id: number; code: string }[]>(
      customer,
      '/api/courierList?store_id=1&country_id=157',
    );
    const waybill = await customerCall<{ id: number }>(customer, '/api/submitParcel', {
      parcel_ids: [preAlert.id],
      recipient_id: recipient.id,
      courier_id: lines.find((line) => line.code === 'AU-NZ-EXP')?.id,
      shipper: { sender_name: 'Mei', commercial_value: false, export_reason: 'gift', undeliverable_action: 'abandon' },
      declaration: [{ name: 'WoolScarf', quantity: 1, total_amount: '30', product_type: 'clothing' }],
      acknowledgements: { safety: true, terms: true },
    });
    await expect(
      runOpsCommand(['set-waybill-status', '--id', String(waybill.id), '--status', 'delivered'], env()),
    ).rejects.toThrow('422 This shipment cannot go from "Submitted" to "Delivered".');
    const packing = [
      'pack-waybill',
      '--id',
      String(waybill.id),
      '--weight',
      '1.2',
      '--length',
      '25',
      '--width',
      '25',
      '--height',
      '25',
      '--photo',
      join(photos, 'box.jpg'),
    ];
    // The scale's and the tape's photos set the price the customer may check: packing asks for both.
    await expect(runOpsCommand(packing, env())).rejects.toThrow('--scale-photo is required');
    const packed = await runOpsCommand(
      [...packing, '--scale-photo', join(photos, 'box.jpg'), '--tape-photo', join(photos, 'box.jpg')],
      env(),
    );
    expect(packed).toMatchObject({ status: 'pay_now', fees: { final: true }, photos: [{ mime: 'image/jpeg' }] });
    const detail = await customerCall<{ weight_evidence: { weighings: { source: string; scale_photo: unknown }[] } }>(
      customer,
      `/api/shipmentDetail/${waybill.id}`,
    );
    expect(detail.weight_evidence.weighings).toMatchObject([
      { source: 'packing', scale_photo: { mime: 'image/jpeg' }, tape_photo: { mime: 'image/jpeg' } },
    ]);
    await expect(runOpsCommand(['review-sign-document', '--id', '1'], env())).rejects.toThrow(
      'Give one of --approve or --reject',
    );
  });
});

describe('npm run ops: balance adjustment', () => {
  const env = () => ({ OPS_URL: opsUrl, STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });
  const adjust = (customer: number, amount: string, ...more: string[]) =>
    runOpsCommand(
      ['adjust-balance', '--customer', String(customer), '--amount', amount, '--currency', 'AUD', ...more],
      env(),
    ) as Promise<{ amount: string; balance: string; entry_id: number; idempotency_key: string }>;

  it('credits and debits with a reason, each run its own key unless --key repeats one', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const credit = await adjust(mei.id, '12.50', '--reason', 'Goodwill');
    expect(credit).toMatchObject({
      amount: '12.50',
      balance: '12.50',
      idempotency_key: expect.stringMatching(/^cli-/),
    });
    // A second run is a second adjustment: the command makes a new key each time, and prints it.
    const second = await adjust(mei.id, '12.50', '--reason', 'Goodwill');
    expect(second).toMatchObject({ balance: '25.00' });
    expect(second.idempotency_key).not.toBe(credit.idempotency_key);
    // The printed key retries that same adjustment: applied once.
    const retried = await adjust(mei.id, '12.50', '--reason', 'Goodwill', '--key', second.idempotency_key);
    expect([retried.balance, retried.entry_id]).toEqual(['25.00', second.entry_id]);
    // Retried with the same --key (an answer lost on the way), it is applied once.
    const first = await adjust(mei.id, '-5', '--reason', 'Fee', '--key', 'retry-1');
    const again = await adjust(mei.id, '-5', '--reason', 'Fee', '--key', 'retry-1');
    expect([first.balance, again.balance, again.entry_id]).toEqual(['20.00', '20.00', first.entry_id]);

    await expect(adjust(mei.id, '5')).rejects.toThrow('--reason is required');
    await expect(adjust(mei.id, '-100', '--reason', 'Too much')).rejects.toThrow(
      /^422 .*; rerun with --key cli-[0-9a-f-]{36} to retry this same adjustment$/,
    );
    // No answer at all (the server unreachable): the key is in the error, to retry the same adjustment.
    await expect(
      runOpsCommand(
        ['adjust-balance', '--customer', String(mei.id), '--amount', '1', '--currency', 'AUD', '--reason', 'Lost'],
        { ...env(), OPS_URL: 'http://127.0.0.1:1' },
      ),
    ).rejects.toThrow(/^Cannot reach the server at http:\/\/127\.0\.0\.1:1 .*; rerun with --key cli-\S+ to retry/);
    const wallet = await t.app.inject({ url: '/api/accountBalance', headers: mei.headers });
    expect(body<{ balance: string }>(wallet).data.balance).toBe('20.00');
  });
});

describe('command-line flags', () => {
  it('reads --name value, --name=value, repeated flags and bare switches', async () => {
    const { parseCommandLine } = await import('../src/ops/cli.js');
    expect(
      parseCommandLine([
        'receive',
        '--store',
        '1',
        '--note=fragile box',
        '--photo',
        'a.jpg',
        '--photo',
        'b.jpg',
        '--dry',
      ]),
    ).toEqual({
      positionals: ['receive'],
      flags: { store: '1', note: 'fragile box', photo: ['a.jpg', 'b.jpg'], dry: true },
    });
  });
});

describe('content from the command line', () => {
  it('publishes an article from a JSON file and lists it, and refuses a file that is not JSON', async () => {
    const env = { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password, OPS_URL: opsUrl };
    const [collection] = (await runOpsCommand(['list-help-collections'], env)) as { id: number }[];
    const folder = mkdtempSync(join(tmpdir(), 'parcelway-content-'));
    try {
      const file = join(folder, 'article.json');
      writeFileSync(
        file,
        JSON.stringify({
          kind: 'article',
          status: 'published',
          collection_id: collection?.id,
          texts: { en: { title: 'Customs holidays', body: 'Clearance pauses over **Lunar New Year**.' } },
        }),
      );
      const created = (await runOpsCommand(['publish-content', '--file', file], env)) as { id: number };
      const articles = (await runOpsCommand(['list-content', '--kind', 'article'], env)) as { id: number }[];
      expect(articles.map((article) => article.id)).toContain(created.id);
      const read = await t.app.inject({ url: `/api/helpCenterArticleDetail/${created.id}`, headers: { lang: 'en' } });
      expect(body<{ title: string }>(read).data.title).toBe('Customs holidays');
      writeFileSync(
        file,
        JSON.stringify({
          kind: 'article',
          status: 'draft',
          collection_id: collection?.id,
          texts: { en: { title: 'Customs holidays' } },
        }),
      );
      await runOpsCommand(['replace-content', '--id', String(created.id), '--file', file], env);
      const hidden = await t.app.inject({ url: `/api/helpCenterArticleDetail/${created.id}`, headers: { lang: 'en' } });
      expect(hidden.statusCode).toBe(404);

      const broken = join(folder, 'broken.json');
      writeFileSync(broken, '{ not json');
      await expect(runOpsCommand(['publish-content', '--file', broken], env)).rejects.toThrow('--file');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
