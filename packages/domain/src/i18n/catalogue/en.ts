import addressBook from '../locales/en/addressBook.json' with { type: 'json' };
import claims from '../locales/en/claims.json' with { type: 'json' };
import config from '../locales/en/config.json' with { type: 'json' };
import content from '../locales/en/content.json' with { type: 'json' };
import core from '../locales/en/core.json' with { type: 'json' };
import coupons from '../locales/en/coupons.json' with { type: 'json' };
import customs from '../locales/en/customs.json' with { type: 'json' };
import email from '../locales/en/email.json' with { type: 'json' };
import inbound from '../locales/en/inbound.json' with { type: 'json' };
import membership from '../locales/en/membership.json' with { type: 'json' };
import notifications from '../locales/en/notifications.json' with { type: 'json' };
import parcels from '../locales/en/parcels.json' with { type: 'json' };
import payments from '../locales/en/payments.json' with { type: 'json' };
import preShipments from '../locales/en/preShipments.json' with { type: 'json' };
import social from '../locales/en/social.json' with { type: 'json' };
import tracking from '../locales/en/tracking.json' with { type: 'json' };
import waybills from '../locales/en/waybills.json' with { type: 'json' };
import weights from '../locales/en/weights.json' with { type: 'json' };

/**
 * Every English sentence: each area's namespace (locales/en/<area>.json, i18next JSON with `{{name}}` placeholders;
 * English fixes the keys). A new area adds its three JSON files, one line to each language's catalogue here and one
 * to areas.ts.
 */
export const en = {
  ...core,
  ...parcels,
  ...addressBook,
  ...waybills,
  ...payments,
  ...coupons,
  ...tracking,
  ...content,
  ...notifications,
  ...preShipments,
  ...social,
  ...email,
  ...membership,
  ...inbound,
  ...config,
  ...claims,
  ...weights,
  ...customs,
};

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
