import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the member centre and invitations; a purchase or an unsubscribe invalidates `all`. */
export const membershipKeys = {
  all: ['membership'] as const,
  plans: () => ['membership', 'plans', currentLanguage()] as const,
  card: () => ['membership', 'card', currentLanguage()] as const,
  history: () => ['membership', 'history', currentLanguage()] as const,
  invite: () => ['membership', 'invite'] as const,
  invites: () => ['membership', 'invites', currentLanguage()] as const,
  methods: (currency: string) => ['membership', 'methods', currentLanguage(), currency] as const,
};
