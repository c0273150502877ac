import type { z } from 'zod';

interface MethodDetails {
  method: string;
  proof?: string;
  shopper_name?: string;
}

/** The codes of the methods whose provider needs the shopper's name (DuitNow). */
export function shopperNameMethodsOf(methods: readonly { code: string; shopper_name_required?: boolean }[] = []) {
  return new Set(methods.filter((method) => method.shopper_name_required).map((method) => method.code));
}

/**
 * What the server refuses for the chosen method, said beside the field before sending (SPEC §5): a bank transfer
 * needs its screenshot (when the form asks for one), a DuitNow payment the shopper's name.
 */
export function requireMethodDetails(shopperNameMethods: ReadonlySet<string>, options: { proof: boolean }) {
  return (values: MethodDetails, issues: z.RefinementCtx) => {
    if (options.proof && values.method === 'bank_transfer' && !values.proof)
      issues.addIssue({ code: 'custom', path: ['proof'], message: 'payment.proofRequired' });
    if (shopperNameMethods.has(values.method) && !values.shopper_name)
      issues.addIssue({ code: 'custom', path: ['shopper_name'], message: 'payment.shopperNameRequired' });
  };
}
