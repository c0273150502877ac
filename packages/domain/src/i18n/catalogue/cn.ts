import { cn as addressBook } from './address-book/cn.js';
import { cn as claims } from './claims/cn.js';
import { cn as staffConfig } from './config/cn.js';
import { cn as content } from './content/cn.js';
import { cn as core } from './core/cn.js';
import { cn as coupons } from './coupons/cn.js';
import { cn as customs } from './customs/cn.js';
import { cn as email } from './email/cn.js';
import type { Catalogue } from './en.js';
import { cn as inbound } from './inbound/cn.js';
import { cn as membership } from './membership/cn.js';
import { cn as notifications } from './notifications/cn.js';
import { cn as parcels } from './parcels/cn.js';
import { cn as payments } from './payments/cn.js';
import { cn as preShipments } from './pre-shipments/cn.js';
import { cn as social } from './social/cn.js';
import { cn as tracking } from './tracking/cn.js';
import { cn as waybills } from './waybills/cn.js';
import { cn as weights } from './weights/cn.js';

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
  ...staffConfig,
  ...claims,
  ...weights,
  ...customs,
};
