import { describe, expect, it } from 'vitest';
import { drawsForTopUp, money, openWeight, pickPrize } from '../src/index.js';

const prizes = [
  { id: 1, weight: 3, stock: 2 },
  { id: 2, weight: 1, stock: 0 },
  { id: 3, weight: 2, stock: null },
];

describe('pickPrize', () => {
  it('rolls over the weights of the prizes with stock left only', () => {
    expect(openWeight(prizes)).toBe(5);
    expect([0, 1, 2, 3, 4].map((roll) => pickPrize(prizes, roll)?.id)).toEqual([1, 1, 1, 3, 3]);
    expect(pickPrize(prizes, 5)).toBeNull();
  });

  it('gives nothing when every prize is out of stock', () => {
    const empty = [{ id: 1, weight: 3, stock: 0 }];
    expect(openWeight(empty)).toBe(0);
    expect(pickPrize(empty, 0)).toBeNull();
  });
});

describe('drawsForTopUp', () => {
  const wheel = { minTopUpAudMinor: 10_000, drawsPerTopUp: 2 };
  it('gives the wheel’s draws from its minimum in AUD, converted at the day’s rates', () => {
    expect(drawsForTopUp(money(10_000, 'AUD'), wheel)).toBe(2);
    expect(drawsForTopUp(money(9_999, 'AUD'), wheel)).toBe(0);
    expect(drawsForTopUp(money(30_000, 'MYR'), wheel, { MYR: '3.0000' })).toBe(2);
    expect(drawsForTopUp(money(29_000, 'MYR'), wheel, { MYR: '3.0000' })).toBe(0);
  });
});
