import { createHmac } from 'node:crypto';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from '@parcelway/domain';
import { type AppConfig, ConfigError } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';

export type { PaymentProvider } from './provider.js';

/** The providers the app can take payments with; a provider that is neither live nor sandboxed is absent. */
export class PaymentProviders {
  constructor(private readonly providers: ReadonlyMap<PaymentProviderName, PaymentProvider>) {}

  get(name: PaymentProviderName): PaymentProvider | undefined {
    return this.providers.get(name);
  }

  has(name: PaymentProviderName): boolean {
    return this.providers.has(name);
  }
}

/** The sandbox's signing secret for one provider, derived from APP_SECRET (nothing to configure). */
export function sandboxSecret(config: AppConfig, name: PaymentProviderName): string {
  return createHmac('sha256', config.appSecret).update(`payments-sandbox:${name}`).digest('base64url');
}

/**
 * Every SPEC §7 provider: the client passed to buildApp (`live`), else the sandbox when it is on
 * (PAYMENTS_SANDBOX, on by default outside production), else none (its methods are not offered). Keys set
 * in the environment for a provider without a client are a configuration error, not a silent sandbox.
 */
export function createPaymentProviders(
  config: AppConfig,
  db: Database,
  live: Partial<Record<PaymentProviderName, PaymentProvider>> = {},
): PaymentProviders {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of PAYMENT_PROVIDER_NAMES) {
    const client = live[name];
    if (client) providers.set(name, client);
    else if (config.payments.liveKeys.includes(name))
      throw new ConfigError(
        `Invalid configuration: keys for ${name} are set, but no ${name} client is passed to buildApp (paymentProviders.${name})`,
      );
    else if (config.payments.sandbox) providers.set(name, new SandboxProvider(name, db, sandboxSecret(config, name)));
  }
  return new PaymentProviders(providers);
}
