import { describe, expect, it } from 'vitest';
import { refuseSecretFields, secretFields } from './support/secret-fields.js';

describe('answers never carry a secret field (every test app checks every answer it gives)', () => {
  it('names each secret-like field at any depth and lets the session token through', () => {
    expect(
      secretFields({
        code: 200,
        data: {
          access_token: 'the session',
          token_type: 'Bearer',
          user: { id: 1, password_hash: '$argon2id$…', email: 'mei@example.com' },
          list: [{ id: 2 }, { id: 3, refresh_token: 'r' }],
          file: { url: '/files/1?expires=1&signature=abc' },
          webhookSecret: 'x',
        },
        errors: { password: 'Please enter a password.' },
      }),
    ).toEqual(['data.user.password_hash', 'data.list[1].refresh_token', 'data.webhookSecret']);
  });

  it('fails a JSON answer with one, and passes clean answers and other bodies unchanged', async () => {
    const request = { method: 'GET', url: '/example/leaky' };
    const json = { getHeader: () => 'application/json; charset=utf-8' };
    const leaky = JSON.stringify({ code: 200, data: { id: 1, password_hash: 'x' } });
    await expect(refuseSecretFields(request, json, leaky)).rejects.toThrow(
      'GET /example/leaky answered secret fields: data.password_hash',
    );
    const clean = JSON.stringify({ code: 200, data: { id: 1, access_token: 't' } });
    await expect(refuseSecretFields(request, json, clean)).resolves.toBe(clean);
    const pdf = { getHeader: () => 'application/pdf' };
    await expect(refuseSecretFields(request, pdf, 'password_hash')).resolves.toBe('password_hash');
  });
});
