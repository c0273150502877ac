import { z } from 'zod';

/** What the staff exchange-rate calls answer (only staff and the ops CLI read them). Rates are units per AUD. */
export const exchangeRateSchema = z.object({
  currency_id: z.number(),
  code: z.string(),
  per_aud: z.string(),
  effective_on: z.string(),
});

export const rateSetSchema = z.object({ currency: z.string(), per_aud: z.string(), effective_on: z.string() });
