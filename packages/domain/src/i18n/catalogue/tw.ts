import { tw as addressBook } from './address-book/tw.js';
import { tw as claims } from './claims/tw.js';
import { tw as staffConfig } from './config/tw.js';
import { tw as content } from './content/tw.js';
import { tw as core } from './core/tw.js';
import { tw as coupons } from './coupons/tw.js';
import { tw as customs } from './customs/tw.js';
import { tw as email } from './email/tw.js';
import type { Catalogue } from './en.js';
import { tw as inbound } from './inbound/tw.js';
import { tw as membership } from './membership/tw.js';
import { tw as notifications } from './notifications/tw.js';
import { tw as parcels } from './parcels/tw.js';
import { tw as payments } from './payments/tw.js';
import { tw as preShipments } from './pre-shipments/tw.js';
import { tw as social } from './social/tw.js';
import { tw as tracking } from './tracking/tw.js';
import { tw as waybills } from './waybills/tw.js';
import { tw as weights } from './weights/tw.js';

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
  ...staffConfig,
  ...claims,
  ...weights,
  ...customs,
};
