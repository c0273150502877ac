import { en as addressBook } from './address-book/en.js';
import { en as claims } from './claims/en.js';
import { en as staffConfig } from './config/en.js';
import { en as content } from './content/en.js';
import { en as core } from './core/en.js';
import { en as coupons } from './coupons/en.js';
import { en as customs } from './customs/en.js';
import { en as email } from './email/en.js';
import { en as inbound } from './inbound/en.js';
import { en as membership } from './membership/en.js';
import { en as notifications } from './notifications/en.js';
import { en as parcels } from './parcels/en.js';
import { en as payments } from './payments/en.js';
import { en as preShipments } from './pre-shipments/en.js';
import { en as social } from './social/en.js';
import { en as tracking } from './tracking/en.js';
import { en as waybills } from './waybills/en.js';
import { en as weights } from './weights/en.js';

/**
 * Every English sentence: the core and each area's (catalogue/<area>/<language>.ts). A new area adds
 * its three files and one line to each language's catalogue here.
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
  ...staffConfig,
  ...claims,
  ...weights,
  ...customs,
};

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
