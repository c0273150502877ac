import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the payments feature; a top-up or a settled payment invalidates `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  balance: () => ['payments', 'balance', currentLanguage()] as const,
  activities: (currency: string) => ['payments', 'activities', currentLanguage(), currency] as const,
  methods: (currency: string) => ['payments', 'methods', currentLanguage(), currency] as const,
  topUps: () => ['payments', 'topUps', currentLanguage()] as const,
  transactions: () => ['payments', 'transactions', currentLanguage()] as const,
  transaction: (id: number) => ['payments', 'transaction', currentLanguage(), id] as const,
  payments: () => ['payments', 'history', currentLanguage()] as const,
  points: () => ['payments', 'points', currentLanguage()] as const,
  result: (ref: object) => ['payments', 'result', ref] as const,
};
