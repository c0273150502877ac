import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_CURRENCIES,
  type BalanceEntry,
  balanceAfter,
  couponForSpend,
  LedgerError,
  ledgerProblem,
  methodsForCurrency,
  money,
  PAY_CURRENCIES,
  PAYMENT_METHODS,
  parseAmount,
  parseMajor,
  pointsAfter,
  pointsProblem,
  refundProblem,
  sumEntries,
  supportsBankTransfer,
  TOP_UP_ACTIVITIES,
  topUpInputSchema,
  topUpProblem,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');

describe('ledgerProblem', () => {
  it.each<[string, BalanceEntry, string | null]>([
    ['a top-up', { kind: 'top_up', amount: aud('10') }, null],
    ['a payment within the balance', { kind: 'payment', amount: aud('-50') }, null],
    ['a payment of the whole balance', { kind: 'payment', amount: aud('-100') }, null],
    ['a payment one cent over', { kind: 'payment', amount: aud('-100.01') }, 'payment.insufficientBalance'],
    ['a positive payment', { kind: 'payment', amount: aud('5') }, 'ledger.wrongSign'],
    ['a negative top-up', { kind: 'top_up', amount: aud('-5') }, 'ledger.wrongSign'],
    ['a negative bonus', { kind: 'top_up_bonus', amount: aud('-5') }, 'ledger.wrongSign'],
    ['an adjustment either way', { kind: 'adjustment', amount: aud('-20') }, null],
    ['an adjustment below zero', { kind: 'adjustment', amount: aud('-120') }, 'payment.insufficientBalance'],
    ['zero', { kind: 'refund', amount: aud('0') }, 'ledger.zeroAmount'],
    ['another currency', { kind: 'top_up', amount: parseMajor('10', 'MYR') }, 'ledger.wrongCurrency'],
  ])('%s on AU$100', (_name, entry, expected) => {
    expect(ledgerProblem(aud('100'), entry)?.key ?? null).toBe(expected);
  });

  it('says what is missing in the insufficient-balance sentence', () => {
    expect(ledgerProblem(aud('12.50'), { kind: 'payment', amount: aud('-20') })).toEqual({
      key: 'payment.insufficientBalance',
      params: { currency: 'AUD', balance: '12.50', amount: '20.00' },
    });
    expect(() => balanceAfter(aud('1'), { kind: 'payment', amount: aud('-2') })).toThrow(LedgerError);
  });

  it('refunds at most what is left of a payment', () => {
    expect(refundProblem(aud('30'), aud('10'), aud('20'))).toBeNull();
    expect(refundProblem(aud('30'), aud('10'), aud('20.01'))).toMatchObject({
      key: 'payment.refundTooLarge',
      params: { amount: 'AUD 20.00' },
    });
  });

  it('keeps points whole and never below zero', () => {
    expect(pointsAfter(500, 'points_spent', -500)).toBe(0);
    expect(pointsProblem(499, 'points_spent', -500)).toEqual({
      key: 'payment.insufficientPoints',
      params: { points: 499, needed: 500 },
    });
    expect(pointsProblem(10, 'points_earned', -1)?.key).toBe('ledger.wrongSign');
  });
});

type Operation =
  | { type: 'topUp'; minor: number; bonus: boolean }
  | { type: 'pay'; minor: number }
  | { type: 'refund'; ofPayment: number; share: number }
  | { type: 'adjust'; minor: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), minor: fc.integer({ min: 1, max: 100_000 }), bonus: fc.boolean() }),
  fc.record({ type: fc.constant('pay' as const), minor: fc.integer({ min: 1, max: 150_000 }) }),
  fc.record({
    type: fc.constant('refund' as const),
    ofPayment: fc.nat(),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ type: fc.constant('adjust' as const), minor: fc.integer({ min: -50_000, max: 50_000 }) }),
);

describe('the balance ledger (property)', () => {
  it('keeps the balance equal to the sum of its entries and never below zero; refuses a payment larger than the balance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_CURRENCIES),
        fc.array(operation, { maxLength: 60 }),
        (currency, operations) => {
          const entries: BalanceEntry[] = [];
          const payments: { minor: number; refunded: number }[] = [];
          let balance = money(0, currency);
          const post = (entry: BalanceEntry) => {
            const problem = ledgerProblem(balance, entry);
            if (problem) return problem;
            balance = balanceAfter(balance, entry);
            entries.push(entry);
            return null;
          };
          for (const step of operations) {
            if (step.type === 'topUp') {
              expect(post({ kind: 'top_up', amount: money(step.minor, currency) })).toBeNull();
              if (step.bonus) post({ kind: 'top_up_bonus', amount: money(Math.ceil(step.minor / 20), currency) });
            } else if (step.type === 'pay') {
              const before = balance;
              const problem = post({ kind: 'payment', amount: money(-step.minor, currency) });
              // A payment is refused exactly when it is larger than the balance, and then changes nothing.
              expect(problem?.key === 'payment.insufficientBalance').toBe(step.minor > before.minor);
              if (problem) expect(balance).toEqual(before);
              else payments.push({ minor: step.minor, refunded: 0 });
            } else if (step.type === 'refund') {
              const payment = payments[step.ofPayment % Math.max(payments.length, 1)];
              if (!payment) continue;
              const amount = money(Math.ceil((payment.minor * step.share) / 100), currency);
              const refused = refundProblem(money(payment.minor, currency), money(payment.refunded, currency), amount);
              if (refused) {
                expect(amount.minor).toBeGreaterThan(payment.minor - payment.refunded);
                continue;
              }
              expect(post({ kind: 'refund', amount })).toBeNull();
              payment.refunded += amount.minor;
            } else if (step.minor !== 0) {
              post({ kind: 'adjustment', amount: money(step.minor, currency) });
            }
            expect(balance.minor).toBeGreaterThanOrEqual(0);
            expect(sumEntries(currency, entries)).toEqual(balance);
          }
          for (const payment of payments) expect(payment.refunded).toBeLessThanOrEqual(payment.minor);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('spends points only while there are enough', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0)), (changes) => {
        let points = 0;
        let sum = 0;
        for (const change of changes) {
          const kind = change > 0 ? 'points_earned' : 'points_spent';
          const problem = pointsProblem(points, kind, change);
          expect(problem === null).toBe(points + change >= 0);
          if (problem) continue;
          points = pointsAfter(points, kind, change);
          sum += change;
          expect(points).toBe(sum);
          expect(points).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('payment methods by currency', () => {
  it('offers the balance in every pay currency and bank transfer only where we hold an account', () => {
    for (const currency of PAY_CURRENCIES) {
      const methods = methodsForCurrency(currency);
      expect(methods).toContain('balance');
      expect(methods.includes('bank_transfer')).toBe(supportsBankTransfer(currency));
    }
    expect([...BANK_TRANSFER_CURRENCIES].sort()).toEqual(['AUD', 'CNY', 'HKD', 'MYR', 'NZD', 'TWD']);
    expect(supportsBankTransfer('JPY')).toBe(false);
    expect(methodsForCurrency('USD')).toEqual([]);
  });

  it('keeps the balance out of top-up methods and DuitNow asks for the shopper name', () => {
    expect(methodsForCurrency('MYR', { topUp: true })).toEqual([
      'bank_transfer',
      'card',
      'google_pay',
      'eghl',
      'touch_n_go',
      'duitnow',
    ]);
    expect(PAYMENT_METHODS.duitnow).toMatchObject({ provider: 'duitnow', shopperName: true });
  });
});

describe('top-ups', () => {
  it('has three offers per pay currency with unique ids, each bonus below its threshold', () => {
    expect(TOP_UP_ACTIVITIES).toHaveLength(PAY_CURRENCIES.length * 3);
    expect(new Set(TOP_UP_ACTIVITIES.map((activity) => activity.id)).size).toBe(TOP_UP_ACTIVITIES.length);
    for (const activity of TOP_UP_ACTIVITIES) expect(activity.bonus.minor).toBeLessThan(activity.threshold.minor);
  });

  it('parses amounts with the currency decimals', () => {
    expect(parseAmount('500', 'AUD')).toEqual({ ok: true, amount: aud('500') });
    expect(parseAmount('12.345', 'AUD')).toMatchObject({
      ok: false,
      key: 'payment.amountInvalid',
      params: { decimals: 2 },
    });
    expect(parseAmount('1000.5', 'JPY')).toMatchObject({ ok: false, params: { decimals: 0 } });
    expect(parseAmount('-3', 'AUD')).toMatchObject({ ok: false });
    expect(parseAmount('0', 'AUD')).toMatchObject({ ok: false });
  });

  it('checks limits and the chosen offer', () => {
    expect(topUpProblem(aud('9.99'))).toEqual({ key: 'topUp.belowMinimum', params: { minimum: 'AUD 10.00' } });
    expect(topUpProblem(aud('10000.01'))?.key).toBe('topUp.aboveMaximum');
    const offer = { threshold: aud('500'), active: true };
    expect(topUpProblem(aud('499'), offer)).toEqual({ key: 'topUp.belowActivity', params: { minimum: 'AUD 500.00' } });
    expect(topUpProblem(aud('500'), offer)).toBeNull();
    expect(topUpProblem(parseMajor('2000', 'MYR'), offer)?.key).toBe('topUp.activityCurrency');
    expect(topUpProblem(aud('600'), { ...offer, active: false })?.key).toBe('topUp.activityClosed');
  });

  it('asks for the rules agreement and a payment option with SPEC §8 keys', () => {
    const refused = topUpInputSchema.safeParse({ amount: '50', currency: 'aud', agree: false });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ method: 'payment.selectOption', agree: 'payment.agreeRules' });
    expect(topUpInputSchema.parse({ amount: 50, currency: 'aud', method: 'card', agree: true })).toMatchObject({
      amount: '50',
      currency: 'AUD',
    });
  });
});

describe('coupons at checkout', () => {
  it('makes a percentage coupon worth its share of the spend, rounded down', () => {
    const coupon = couponForSpend(
      { code: 'TEN', amount: null, percentBasisPoints: 1000, minimumSpend: null },
      aud('123.45'),
    );
    expect(coupon.amount).toEqual(aud('12.34'));
    const fixed = couponForSpend(
      { code: 'FIVE', amount: aud('5'), percentBasisPoints: null, minimumSpend: aud('50') },
      aud('10'),
    );
    expect(fixed).toEqual({ code: 'FIVE', amount: aud('5'), minimumSpend: aud('50') });
  });
});
