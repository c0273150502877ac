import addressBook from '../locales/tw/addressBook.json' with { type: 'json' };
import claims from '../locales/tw/claims.json' with { type: 'json' };
import config from '../locales/tw/config.json' with { type: 'json' };
import content from '../locales/tw/content.json' with { type: 'json' };
import core from '../locales/tw/core.json' with { type: 'json' };
import coupons from '../locales/tw/coupons.json' with { type: 'json' };
import customs from '../locales/tw/customs.json' with { type: 'json' };
import email from '../locales/tw/email.json' with { type: 'json' };
import inbound from '../locales/tw/inbound.json' with { type: 'json' };
import membership from '../locales/tw/membership.json' with { type: 'json' };
import notifications from '../locales/tw/notifications.json' with { type: 'json' };
import parcels from '../locales/tw/parcels.json' with { type: 'json' };
import payments from '../locales/tw/payments.json' with { type: 'json' };
import preShipments from '../locales/tw/preShipments.json' with { type: 'json' };
import social from '../locales/tw/social.json' with { type: 'json' };
import tracking from '../locales/tw/tracking.json' with { type: 'json' };
import waybills from '../locales/tw/waybills.json' with { type: 'json' };
import weights from '../locales/tw/weights.json' with { type: 'json' };
import type { Catalogue } from './en.js';

/** Every Traditional Chinese sentence (locales/tw/<area>.json): every English key, checked by its type. */
export const tw: Catalogue = {
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
