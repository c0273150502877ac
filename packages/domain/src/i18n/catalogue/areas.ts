import * as addressBookCn from './address-book/cn.js';
import * as addressBookEn from './address-book/en.js';
import * as addressBookTw from './address-book/tw.js';
import * as claimsCn from './claims/cn.js';
import * as claimsEn from './claims/en.js';
import * as claimsTw from './claims/tw.js';
import * as configCn from './config/cn.js';
import * as configEn from './config/en.js';
import * as configTw from './config/tw.js';
import * as contentCn from './content/cn.js';
import * as contentEn from './content/en.js';
import * as contentTw from './content/tw.js';
import * as coreCn from './core/cn.js';
import * as coreEn from './core/en.js';
import * as coreTw from './core/tw.js';
import * as couponsCn from './coupons/cn.js';
import * as couponsEn from './coupons/en.js';
import * as couponsTw from './coupons/tw.js';
import * as customsCn from './customs/cn.js';
import * as customsEn from './customs/en.js';
import * as customsTw from './customs/tw.js';
import * as emailCn from './email/cn.js';
import * as emailEn from './email/en.js';
import * as emailTw from './email/tw.js';
import * as inboundCn from './inbound/cn.js';
import * as inboundEn from './inbound/en.js';
import * as inboundTw from './inbound/tw.js';
import * as membershipCn from './membership/cn.js';
import * as membershipEn from './membership/en.js';
import * as membershipTw from './membership/tw.js';
import * as notificationsCn from './notifications/cn.js';
import * as notificationsEn from './notifications/en.js';
import * as notificationsTw from './notifications/tw.js';
import * as parcelsCn from './parcels/cn.js';
import * as parcelsEn from './parcels/en.js';
import * as parcelsTw from './parcels/tw.js';
import * as paymentsCn from './payments/cn.js';
import * as paymentsEn from './payments/en.js';
import * as paymentsTw from './payments/tw.js';
import * as preShipmentsCn from './pre-shipments/cn.js';
import * as preShipmentsEn from './pre-shipments/en.js';
import * as preShipmentsTw from './pre-shipments/tw.js';
import * as socialCn from './social/cn.js';
import * as socialEn from './social/en.js';
import * as socialTw from './social/tw.js';
import * as trackingCn from './tracking/cn.js';
import * as trackingEn from './tracking/en.js';
import * as trackingTw from './tracking/tw.js';
import * as waybillsCn from './waybills/cn.js';
import * as waybillsEn from './waybills/en.js';
import * as waybillsTw from './waybills/tw.js';
import * as weightsCn from './weights/cn.js';
import * as weightsEn from './weights/en.js';
import * as weightsTw from './weights/tw.js';

/** Each area's three languages, so a test can prove no key is defined in two areas. */
export const MESSAGE_AREAS = {
  core: { en: coreEn.en, cn: coreCn.cn, tw: coreTw.tw },
  parcels: { en: parcelsEn.en, cn: parcelsCn.cn, tw: parcelsTw.tw },
  addressBook: { en: addressBookEn.en, cn: addressBookCn.cn, tw: addressBookTw.tw },
  waybills: { en: waybillsEn.en, cn: waybillsCn.cn, tw: waybillsTw.tw },
  payments: { en: paymentsEn.en, cn: paymentsCn.cn, tw: paymentsTw.tw },
  coupons: { en: couponsEn.en, cn: couponsCn.cn, tw: couponsTw.tw },
  tracking: { en: trackingEn.en, cn: trackingCn.cn, tw: trackingTw.tw },
  content: { en: contentEn.en, cn: contentCn.cn, tw: contentTw.tw },
  notifications: { en: notificationsEn.en, cn: notificationsCn.cn, tw: notificationsTw.tw },
  preShipments: { en: preShipmentsEn.en, cn: preShipmentsCn.cn, tw: preShipmentsTw.tw },
  social: { en: socialEn.en, cn: socialCn.cn, tw: socialTw.tw },
  email: { en: emailEn.en, cn: emailCn.cn, tw: emailTw.tw },
  membership: { en: membershipEn.en, cn: membershipCn.cn, tw: membershipTw.tw },
  config: { en: configEn.en, cn: configCn.cn, tw: configTw.tw },
  claims: { en: claimsEn.en, cn: claimsCn.cn, tw: claimsTw.tw },
  weights: { en: weightsEn.en, cn: weightsCn.cn, tw: weightsTw.tw },
  inbound: { en: inboundEn.en, cn: inboundCn.cn, tw: inboundTw.tw },
  customs: { en: customsEn.en, cn: customsCn.cn, tw: customsTw.tw },
};
