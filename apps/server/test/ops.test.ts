import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import { body, createTestApp, registerCustomer, type TestApp } from './support/app.js';

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
