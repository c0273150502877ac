import addressBookCn from '../locales/cn/addressBook.json' with { type: 'json' };
import claimsCn from '../locales/cn/claims.json' with { type: 'json' };
import configCn from '../locales/cn/config.json' with { type: 'json' };
import contentCn from '../locales/cn/content.json' with { type: 'json' };
import coreCn from '../locales/cn/core.json' with { type: 'json' };
import couponsCn from '../locales/cn/coupons.json' with { type: 'json' };
import customsCn from '../locales/cn/customs.json' with { type: 'json' };
import emailCn from '../locales/cn/email.json' with { type: 'json' };
import inboundCn from '../locales/cn/inbound.json' with { type: 'json' };
import membershipCn from '../locales/cn/membership.json' with { type: 'json' };
import notificationsCn from '../locales/cn/notifications.json' with { type: 'json' };
import parcelsCn from '../locales/cn/parcels.json' with { type: 'json' };
import paymentsCn from '../locales/cn/payments.json' with { type: 'json' };
import preShipmentsCn from '../locales/cn/preShipments.json' with { type: 'json' };
import socialCn from '../locales/cn/social.json' with { type: 'json' };
import trackingCn from '../locales/cn/tracking.json' with { type: 'json' };
import waybillsCn from '../locales/cn/waybills.json' with { type: 'json' };
import weightsCn from '../locales/cn/weights.json' with { type: 'json' };
import addressBookEn from '../locales/en/addressBook.json' with { type: 'json' };
import claimsEn from '../locales/en/claims.json' with { type: 'json' };
import configEn from '../locales/en/config.json' with { type: 'json' };
import contentEn from '../locales/en/content.json' with { type: 'json' };
import coreEn from '../locales/en/core.json' with { type: 'json' };
import couponsEn from '../locales/en/coupons.json' with { type: 'json' };
import customsEn from '../locales/en/customs.json' with { type: 'json' };
import emailEn from '../locales/en/email.json' with { type: 'json' };
import inboundEn from '../locales/en/inbound.json' with { type: 'json' };
import membershipEn from '../locales/en/membership.json' with { type: 'json' };
import notificationsEn from '../locales/en/notifications.json' with { type: 'json' };
import parcelsEn from '../locales/en/parcels.json' with { type: 'json' };
import paymentsEn from '../locales/en/payments.json' with { type: 'json' };
import preShipmentsEn from '../locales/en/preShipments.json' with { type: 'json' };
import socialEn from '../locales/en/social.json' with { type: 'json' };
import trackingEn from '../locales/en/tracking.json' with { type: 'json' };
import waybillsEn from '../locales/en/waybills.json' with { type: 'json' };
import weightsEn from '../locales/en/weights.json' with { type: 'json' };
import addressBookTw from '../locales/tw/addressBook.json' with { type: 'json' };
import claimsTw from '../locales/tw/claims.json' with { type: 'json' };
import configTw from '../locales/tw/config.json' with { type: 'json' };
import contentTw from '../locales/tw/content.json' with { type: 'json' };
import coreTw from '../locales/tw/core.json' with { type: 'json' };
import couponsTw from '../locales/tw/coupons.json' with { type: 'json' };
import customsTw from '../locales/tw/customs.json' with { type: 'json' };
import emailTw from '../locales/tw/email.json' with { type: 'json' };
import inboundTw from '../locales/tw/inbound.json' with { type: 'json' };
import membershipTw from '../locales/tw/membership.json' with { type: 'json' };
import notificationsTw from '../locales/tw/notifications.json' with { type: 'json' };
import parcelsTw from '../locales/tw/parcels.json' with { type: 'json' };
import paymentsTw from '../locales/tw/payments.json' with { type: 'json' };
import preShipmentsTw from '../locales/tw/preShipments.json' with { type: 'json' };
import socialTw from '../locales/tw/social.json' with { type: 'json' };
import trackingTw from '../locales/tw/tracking.json' with { type: 'json' };
import waybillsTw from '../locales/tw/waybills.json' with { type: 'json' };
import weightsTw from '../locales/tw/weights.json' with { type: 'json' };

/**
 * Each area's three languages (locales/<language>/<area>.json), so a test can prove no key is defined in two areas.
 * Areas in the order the catalogue spreads them:
 * - core: Errors, validation, accounts, pricing and the catalogue; SPEC §8 sentences word for word.
 * - parcels: Parcels: pre-alerts, declarations, check-in, claims, extra services, returns and uploads.
 * - addressBook: The address book: recipients, their addresses and phone numbers.
 * - waybills: Shipments (waybills): the submission flow, the waybill's life, its customs authorisation.
 * - payments: Payments, prepaid balance, points, top-ups, coupons at checkout and bank transfers.
 * - coupons: The coupon centre, campaigns, redeem codes and points earned.
 * - tracking: Tracking: the journey's milestones, our own events' sentences, share links and carrier notifications.
 * - content: Content: help centre, notices, banners, flash news, warehouse news and the contact form.
 * - notifications: Notifications: the journey's emails and SMS, their shared layout, and the unsubscribe page.
 * - preShipments: Pre-shipments: goods the customer already holds, dropped at an agent point or picked up.
 * - social: Social sign-in, its account binding, and the captcha.
 * - email: Confirming the account's e-mail address, and changing it.
 * - membership: Paid membership and invite friends.
 * - inbound: Pre-alerts from a forwarded order e-mail (the reply mail) and push notifications on the customer's devices.
 * - config: Configuration by staff: logistics lines, extra-service prices, warehouse addresses, exchange rates.
 * - claims: Shipment claims: lost, damaged or short shipments, their clock and their decisions.
 * - weights: Weight evidence and weight disputes: the customer's checks, the staff's decisions, their notices.
 * - customs: Destination taxes and the landed cost (issue 44): the taxes' names and why each is due, from each rule's source.
 */
export const MESSAGE_AREAS = {
  core: { en: coreEn, cn: coreCn, tw: coreTw },
  parcels: { en: parcelsEn, cn: parcelsCn, tw: parcelsTw },
  addressBook: { en: addressBookEn, cn: addressBookCn, tw: addressBookTw },
  waybills: { en: waybillsEn, cn: waybillsCn, tw: waybillsTw },
  payments: { en: paymentsEn, cn: paymentsCn, tw: paymentsTw },
  coupons: { en: couponsEn, cn: couponsCn, tw: couponsTw },
  tracking: { en: trackingEn, cn: trackingCn, tw: trackingTw },
  content: { en: contentEn, cn: contentCn, tw: contentTw },
  notifications: { en: notificationsEn, cn: notificationsCn, tw: notificationsTw },
  preShipments: { en: preShipmentsEn, cn: preShipmentsCn, tw: preShipmentsTw },
  social: { en: socialEn, cn: socialCn, tw: socialTw },
  email: { en: emailEn, cn: emailCn, tw: emailTw },
  membership: { en: membershipEn, cn: membershipCn, tw: membershipTw },
  inbound: { en: inboundEn, cn: inboundCn, tw: inboundTw },
  config: { en: configEn, cn: configCn, tw: configTw },
  claims: { en: claimsEn, cn: claimsCn, tw: claimsTw },
  weights: { en: weightsEn, cn: weightsCn, tw: weightsTw },
  customs: { en: customsEn, cn: customsCn, tw: customsTw },
};
