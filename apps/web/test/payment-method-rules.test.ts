import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireMethodDetails, shopperNameMethodsOf } from '../src/lib/payment-method-rules';

const METHODS = [
  { code: 'bank_transfer', shopper_name_required: false },
  { code: 'duitnow', shopper_name_required: true },
  { code: 'card' },
];

function problems(values: { method: string; proof?: string; shopper_name?: string }, proof: boolean) {
  const schema = z
    .object({ method: z.string(), proof: z.string().optional(), shopper_name: z.string().optional() })
    .superRefine(requireMethodDetails(shopperNameMethodsOf(METHODS), { proof }));
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('what a payment form asks of the chosen method', () => {
  it('knows which methods need the shopper’s name', () => {
    expect([...shopperNameMethodsOf(METHODS)]).toEqual(['duitnow']);
    expect([...shopperNameMethodsOf()]).toEqual([]);
  });

  it('asks a bank transfer for its screenshot where the form takes one', () => {
    expect(problems({ method: 'bank_transfer', proof: '' }, true)).toEqual(['proof: payment.proofRequired']);
    expect(problems({ method: 'bank_transfer', proof: 'f_1' }, true)).toEqual([]);
    expect(problems({ method: 'bank_transfer' }, false)).toEqual([]);
  });

  it('asks DuitNow for the shopper’s name and no other method', () => {
    expect(problems({ method: 'duitnow', shopper_name: '' }, true)).toEqual([
      'shopper_name: payment.shopperNameRequired',
    ]);
    expect(problems({ method: 'duitnow', shopper_name: 'Lee Mei' }, false)).toEqual([]);
    expect(problems({ method: 'card', shopper_name: '' }, true)).toEqual([]);
  });
});
