import addressBook from '../locales/cn/addressBook.json' with { type: 'json' };
import claims from '../locales/cn/claims.json' with { type: 'json' };
import config from '../locales/cn/config.json' with { type: 'json' };
import content from '../locales/cn/content.json' with { type: 'json' };
import core from '../locales/cn/core.json' with { type: 'json' };
import coupons from '../locales/cn/coupons.json' with { type: 'json' };
import customs from '../locales/cn/customs.json' with { type: 'json' };
import email from '../locales/cn/email.json' with { type: 'json' };
import inbound from '../locales/cn/inbound.json' with { type: 'json' };
import membership from '../locales/cn/membership.json' with { type: 'json' };
import notifications from '../locales/cn/notifications.json' with { type: 'json' };
import parcels from '../locales/cn/parcels.json' with { type: 'json' };
import payments from '../locales/cn/payments.json' with { type: 'json' };
import preShipments from '../locales/cn/preShipments.json' with { type: 'json' };
import social from '../locales/cn/social.json' with { type: 'json' };
import tracking from '../locales/cn/tracking.json' with { type: 'json' };
import waybills from '../locales/cn/waybills.json' with { type: 'json' };
import weights from '../locales/cn/weights.json' with { type: 'json' };
import type { Catalogue } from './en.js';

/** Every Simplified Chinese sentence (locales/cn/<area>.json): every English key, checked by its type. */
export const cn: Catalogue = {
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
