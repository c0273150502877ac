import { overdueCustomsRules } from '@parcelway/domain';
import type { AppConfig } from './config.js';

export interface StartupReport {
  /** One line naming each demo convenience and whether it is on. */
  conveniences: string;
  /** What a deployment of several servers would get wrong with this configuration. */
  warnings: string[];
}

/**
 * What the operator should read at start. The conveniences line makes a demo setting visible in any log; the warnings
 * catch the settings that work on one server but break a second one (PostgreSQL is what several servers share).
 */
export function startupReport(config: AppConfig): StartupReport {
  const state = (on: boolean) => (on ? 'ON' : 'off');
  const conveniences =
    `demo conveniences: dev mailbox ${state(config.devMailbox)} (DEV_MAILBOX), ` +
    `payment sandbox ${state(config.payments.sandbox)} (PAYMENTS_SANDBOX); ` +
    `mail goes ${config.smtpUrl ? 'to SMTP' : config.devMailbox ? 'to the dev mailbox' : 'to the server log'}`;
  const warnings: string[] = [];
  if (!config.push) {
    warnings.push(
      'push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)',
    );
  }
  if (config.databaseUrl) {
    if (config.storage.driver === 'disk') {
      warnings.push(
        `uploads are kept on this server's disk (${config.storage.directory}) while the database is a PostgreSQL server: another server would not find them; set S3_BUCKET`,
      );
    }
    if (config.appSecretGenerated) {
      warnings.push(
        "APP_SECRET was generated into DATA_DIR: another server would not accept this one's codes and file links; set one APP_SECRET for every server",
      );
    }
    if (config.push?.generated) {
      warnings.push(
        "the VAPID keys were generated into DATA_DIR: another server's pushes would be refused for this one's subscriptions; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for every server",
      );
    }
    if (!config.redisUrl) {
      warnings.push('rate limits are counted in this process only: with several servers set REDIS_URL');
    }
  }
  return { conveniences, warnings };
}

/**
 * One warning per destination customs rule past its review date ('YYYY-MM-DD' today): its source must be read again
 * and the data file updated (issue 44), or quotes keep estimating from figures nobody checked.
 */
export function customsReviewWarnings(today: string): string[] {
  return overdueCustomsRules(today).map(
    (rule) =>
      `the ${rule.country} customs rule was due for review on ${rule.review} (read ${rule.read} from ${rule.source.authority.en}: ${rule.source.url}): read the source again and update packages/domain/src/customs/data`,
  );
}
