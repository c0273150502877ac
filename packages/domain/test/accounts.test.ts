import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordInputSchema,
  closureProblem,
  isMessageKey,
  isStrongPassword,
  loginInputSchema,
  type MessageKey,
  PASSWORD_MIN_LENGTH,
  personName,
  registerInputSchema,
  resetByEmailInputSchema,
  updateUserInputSchema,
  VERIFICATION_CODE_LENGTH,
  verificationCodeSchema,
} from '../src/index.js';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The issues of a failed parse as { path, message } pairs; fails the test if the parse succeeded. */
function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, parsed ${JSON.stringify(result.data)}`);
  return result.error.issues.map(({ path, message }) => ({ path, message }));
}

function expectIssue(schema: z.ZodType, input: unknown, path: PropertyKey[], message: MessageKey): void {
  expect(issuesOf(schema, input)).toContainEqual({ path, message });
}

function expectOnlyIssue(schema: z.ZodType, input: unknown, path: PropertyKey[], message: MessageKey): void {
  expect(issuesOf(schema, input)).toEqual([{ path, message }]);
}

const GOOD_PASSWORD = 'Secret123';

const validRegistration = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  password: GOOD_PASSWORD,
  confirm_password: GOOD_PASSWORD,
  store_id: 1,
  currency_id: 3,
  agree: true,
};

function registration(overrides: Record<string, unknown> = {}, omit: string[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = { ...validRegistration, ...overrides };
  for (const key of omit) delete body[key];
  return body;
}

/** Passwords that break one SPEC §5 rule each: at least 8 characters, 1 uppercase, 1 lowercase, 1 digit. */
const WEAK_PASSWORDS: [rule: string, password: string][] = [
  ['shorter than 8', 'Secre12'],
  ['much shorter', 'A1b'],
  ['empty', ''],
  ['without uppercase', 'secret123'],
  ['without lowercase', 'SECRET123'],
  ['without digit', 'SecretSecret'],
  ['only digits', '123456789'],
  ['only symbols and spaces', '!!!!    '],
];

const STRONG_PASSWORDS = ['Secret12', 'Abcdefg1', 'aB3aaaaa', 'P@ss word 9', `${'a'.repeat(126)}B1`];

describe('isStrongPassword', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each(WEAK_PASSWORDS)('refuses a password %s (%j)', (_rule, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it.each(STRONG_PASSWORDS)('accepts %j', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });
});

describe('registerInputSchema', () => {
  it('accepts a valid body', () => {
    const result = registerInputSchema.safeParse(validRegistration);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validRegistration);
  });

  it('trims and lower-cases the email, and trims the names', () => {
    const result = registerInputSchema.parse(
      registration({ email: '  Ann.Lee@Example.COM ', first_name: ' Ann ', last_name: '\tLee ' }),
    );
    expect(result.email).toBe('ann.lee@example.com');
    expect(result.first_name).toBe('Ann');
    expect(result.last_name).toBe('Lee');
  });

  it('accepts the optional invite code and source', () => {
    const result = registerInputSchema.parse(registration({ invite_code: ' ABC123 ', source: 2 }));
    expect(result.invite_code).toBe('ABC123');
    expect(result.source).toBe(2);
    expect(registerInputSchema.safeParse(registration({ source: null })).success).toBe(true);
  });

  it.each(WEAK_PASSWORDS)('password %s → auth.passwordRule on password', (_rule, password) => {
    expectOnlyIssue(
      registerInputSchema,
      registration({ password, confirm_password: password }),
      ['password'],
      'auth.passwordRule',
    );
  });

  it.each(STRONG_PASSWORDS)('accepts the password %j', (password) => {
    expect(registerInputSchema.safeParse(registration({ password, confirm_password: password })).success).toBe(true);
  });

  it.each([
    ['a different password', 'Secret124'],
    ['a different case', 'secret123'],
    ['trailing space', `${GOOD_PASSWORD} `],
    ['empty', ''],
  ])('confirm_password with %s → auth.passwordMismatch on confirm_password', (_label, confirm) => {
    expectOnlyIssue(
      registerInputSchema,
      registration({ confirm_password: confirm }),
      ['confirm_password'],
      'auth.passwordMismatch',
    );
  });

  it.each(['first_name', 'last_name'])('%s with a digit → auth.nameNoDigits', (field) => {
    for (const name of ['Ann2', '1Lee', 'R2 D2', '0']) {
      expectOnlyIssue(registerInputSchema, registration({ [field]: name }), [field], 'auth.nameNoDigits');
    }
  });

  it.each(["O'Brien", 'Mary-Jane', 'José', '王', 'Van der Berg'])('accepts the name %j', (name) => {
    expect(registerInputSchema.safeParse(registration({ first_name: name, last_name: name })).success).toBe(true);
  });

  it.each([
    'not-an-email',
    'ann@',
    '@example.com',
    'ann@example',
    'ann lee@example.com',
    'ann@@example.com',
    'ann@example..com',
    `${'a'.repeat(250)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`, // 255 characters
  ])('email %j → auth.emailFormat on email', (email) => {
    expectOnlyIssue(registerInputSchema, registration({ email }), ['email'], 'auth.emailFormat');
  });

  it.each([
    ['false', { agree: false }, []],
    ['missing', {}, ['agree']],
    ['null', { agree: null }, []],
    ['the string "true"', { agree: 'true' }, []],
    ['1', { agree: 1 }, []],
  ])('agree %s → auth.agreeTerms on agree', (_label, overrides, omit) => {
    expectOnlyIssue(registerInputSchema, registration(overrides, omit), ['agree'], 'auth.agreeTerms');
  });

  it.each(['first_name', 'last_name', 'email', 'store_id', 'currency_id'])(
    'missing %s → validation.required on it',
    (field) => {
      expectIssue(registerInputSchema, registration({}, [field]), [field], 'validation.required');
    },
  );

  it.each(['', '   '])('first_name %j → validation.required', (name) => {
    expectOnlyIssue(registerInputSchema, registration({ first_name: name }), ['first_name'], 'validation.required');
  });

  it('accepts an email of 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(registerInputSchema.parse(registration({ email })).email).toBe(email);
  });

  it.each(['', '  '])('email %j → validation.required', (email) => {
    expectOnlyIssue(registerInputSchema, registration({ email }), ['email'], 'validation.required');
  });

  it('reports every broken field at once', () => {
    const issues = issuesOf(registerInputSchema, {
      ...validRegistration,
      first_name: 'Ann1',
      last_name: 'Lee2',
      email: 'nope',
      agree: false,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['first_name'], message: 'auth.nameNoDigits' },
        { path: ['last_name'], message: 'auth.nameNoDigits' },
        { path: ['email'], message: 'auth.emailFormat' },
        { path: ['agree'], message: 'auth.agreeTerms' },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('every issue message is a message key', () => {
    const issues = issuesOf(registerInputSchema, { first_name: 3, password: 'x', store_id: 'a', agree: 'no' });
    expect(issues.length).toBeGreaterThan(3);
    expect(issues.filter((issue) => !isMessageKey(issue.message))).toEqual([]);
  });
});

describe('loginInputSchema', () => {
  it('defaults remember to false', () => {
    expect(loginInputSchema.parse({ email: 'ann@example.com', password: 'x' })).toEqual({
      email: 'ann@example.com',
      password: 'x',
      remember: false,
    });
  });

  it('keeps remember when given', () => {
    expect(loginInputSchema.parse({ email: 'ann@example.com', password: 'x', remember: true }).remember).toBe(true);
  });

  it('does not apply the sign-up password rule, but needs a password', () => {
    expect(loginInputSchema.safeParse({ email: 'ann@example.com', password: 'weak' }).success).toBe(true);
    expectOnlyIssue(loginInputSchema, { email: 'ann@example.com', password: '' }, ['password'], 'validation.required');
    expectOnlyIssue(loginInputSchema, { email: 'ann@example.com' }, ['password'], 'validation.required');
  });

  it('normalises and checks the email', () => {
    expect(loginInputSchema.parse({ email: ' ANN@Example.com ', password: 'x' }).email).toBe('ann@example.com');
    expectOnlyIssue(loginInputSchema, { email: 'ann', password: 'x' }, ['email'], 'auth.emailFormat');
  });
});

const passwordChangeCases = [
  {
    name: 'changePasswordInputSchema',
    schema: changePasswordInputSchema,
    base: { old_password: 'anything', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD },
  },
  {
    name: 'resetByEmailInputSchema',
    schema: resetByEmailInputSchema,
    base: { email: 'ann@example.com', code: '123456', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD },
  },
];

describe.each(passwordChangeCases)('$name applies the password and confirmation rules', ({ schema, base }) => {
  it('accepts a valid body', () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it.each(WEAK_PASSWORDS)('password %s → auth.passwordRule on password', (_rule, password) => {
    expectOnlyIssue(schema, { ...base, password, confirm_password: password }, ['password'], 'auth.passwordRule');
  });

  it('a different confirmation → auth.passwordMismatch on confirm_password', () => {
    expectOnlyIssue(schema, { ...base, confirm_password: 'Secret124' }, ['confirm_password'], 'auth.passwordMismatch');
  });
});

describe('changePasswordInputSchema', () => {
  it('needs the old password', () => {
    expectOnlyIssue(
      changePasswordInputSchema,
      { old_password: '', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD },
      ['old_password'],
      'validation.required',
    );
  });
});

describe('resetByEmailInputSchema', () => {
  it('needs a 6-digit code', () => {
    expectOnlyIssue(
      resetByEmailInputSchema,
      { email: 'ann@example.com', code: '12345', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD },
      ['code'],
      'code.format',
    );
  });
});

describe('updateUserInputSchema', () => {
  it.each(['en', 'cn', 'tw'])('accepts the language %j', (language) => {
    expect(updateUserInputSchema.parse({ language })).toEqual({ language });
  });

  it.each(['fr', 'zh', 'EN', 'zh-TW', '', 'english'])('refuses the language %j with validation.choice', (language) => {
    expectOnlyIssue(updateUserInputSchema, { language }, ['language'], 'validation.choice');
  });

  it('accepts an empty update and checks names like sign-up', () => {
    expect(updateUserInputSchema.parse({})).toEqual({});
    expectOnlyIssue(updateUserInputSchema, { first_name: 'Ann3' }, ['first_name'], 'auth.nameNoDigits');
  });
});

describe('verificationCodeSchema', () => {
  it('needs 6 digits', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
  });

  it.each([
    ['123456', '123456'],
    ['000000', '000000'],
    [' 654321 ', '654321'],
  ])('accepts %j as %j', (code, parsed) => {
    expect(verificationCodeSchema.parse(code)).toBe(parsed);
  });

  it.each(['12345', '1234567', '12a456', '12 456', '', '１２３４５６', '-12345', '12345.'])(
    'refuses %j with code.format',
    (code) => {
      expectOnlyIssue(verificationCodeSchema, code, [], 'code.format');
    },
  );

  it('refuses a number instead of a string', () => {
    expect(verificationCodeSchema.safeParse(123456).success).toBe(false);
  });
});

describe('a weak password does not hide a mismatched confirmation', () => {
  it('reports both problems at once', () => {
    const result = registerInputSchema.safeParse({
      first_name: 'Mei',
      last_name: 'Lin',
      email: 'mei@example.com',
      password: 'weak',
      confirm_password: 'other',
      store_id: 1,
      currency_id: 3,
      agree: true,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ password: 'auth.passwordRule', confirm_password: 'auth.passwordMismatch' });
  });
});

describe('the password confirmation is checked while other fields are still wrong', () => {
  it('reports the mismatch beside a malformed email', () => {
    const result = registerInputSchema.safeParse({
      first_name: 'Mei',
      last_name: 'Lin',
      email: 'not-an-email',
      password: 'Parcel2026',
      confirm_password: 'Parcel2027',
      store_id: 1,
      currency_id: 3,
      agree: true,
    });
    const paths = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths).toEqual(expect.arrayContaining(['email:auth.emailFormat', 'confirm_password:auth.passwordMismatch']));
  });

  it('refuses an empty confirmation', () => {
    const result = changePasswordInputSchema.safeParse({
      old_password: 'Old2026x',
      password: 'Parcel2026',
      confirm_password: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('auth.passwordMismatch');
  });
});

describe('closureProblem', () => {
  const quiet = {
    openWaybills: 0,
    parcelsInWarehouse: 0,
    openPayments: 0,
    openDisputes: 0,
    balancesMinor: [0, 0],
    openClaims: 0,
  };
  it.each([
    [{}, null],
    [{ openWaybills: 1 }, 'account.closureInFlight'],
    [{ parcelsInWarehouse: 2 }, 'account.closureInFlight'],
    [{ openPayments: 1 }, 'account.closureInFlight'],
    [{ openDisputes: 1 }, 'account.closureInFlight'],
    [{ balancesMinor: [0, 1] }, 'account.closureBalance'],
    [{ balancesMinor: [-5] }, null],
    [{ openWaybills: 1, balancesMinor: [100] }, 'account.closureInFlight'],
    // A delivered shipment's claim still waits for its decision (and its money).
    [{ openClaims: 1 }, 'account.closureClaimOpen'],
    [{ openClaims: 1, balancesMinor: [100] }, 'account.closureClaimOpen'],
  ] as const)('%o → %s', (changes, expected) => {
    expect(closureProblem({ ...quiet, ...changes })).toBe(expected);
  });
});

describe('personName', () => {
  it.each([
    ['小明', '王', '王小明'],
    ['Xiaoming', 'Wang', 'Xiaoming Wang'],
    ['大同', '陳', '陳大同'],
    ['Grace', '', 'Grace'],
    ['', 'Hopper', 'Hopper'],
    [' Grace ', ' Hopper ', 'Grace Hopper'],
  ])('%s + %s is written %s', (first, last, written) => {
    expect(personName(first, last)).toBe(written);
  });
});
