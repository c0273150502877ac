import type { ComponentType } from 'react';
import { withAllSentences } from '../lib/i18n';

/**
 * 'skip': no launch checks at all (tracking share pages).
 * 'public': opens without a token (sign-in screens, sign-up, the social page, shipment date detail).
 * 'private': without a token the user is sent to the language chooser (SPEC §2 Launch behaviour).
 */
export type RouteAccess = 'skip' | 'public' | 'private';

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  /** i18n key of the title in the `routes` namespace. */
  titleKey: string;
  access: RouteAccess;
  /** Index in the tab bar, for the four tab screens. */
  tab?: number;
  load: () => Promise<PageModule>;
}

const comingSoon = () => import('../components/coming-soon-page');

/** Screens built so far. Every other route shows the titled "coming soon" page until its issue builds it. */
const BUILT: Record<string, () => Promise<PageModule>> = {
  'index/index': () => import('./pages/home-page'),
  'personal/calculate': () => import('../features/pricing/pages/calculate-page'),
  'personal/calculateResult': () => import('../features/pricing/pages/calculate-result-page'),
  'personal/postcode': () => import('../features/pricing/pages/postcode-page'),
  'index/servicePrice': () => import('../features/pricing/pages/service-price-page'),
  'index/servicePriceDetail': () => import('../features/pricing/pages/service-price-detail-page'),
  'index/shipmentDate': () => import('../features/pricing/pages/shipment-date-page'),
  'index/shipmentDateDetail': () => import('../features/pricing/pages/shipment-date-detail-page'),
  // The web-view variant shows the same schedule.
  'index/shipmentDateWV': () => import('../features/pricing/pages/shipment-date-page'),
  'index/logo': () => import('../features/auth/pages/logo-page'),
  'login/changeLang': () => import('../features/auth/pages/change-language-page'),
  'login/index': () => import('../features/auth/pages/login-index-page'),
  'login/email': () => import('../features/auth/pages/email-login-page'),
  'login/sign': () => import('../features/auth/pages/sign-up-page'),
  'login/socialPage': () => import('../features/auth/pages/social-page'),
  'login/forgot': () => import('../features/auth/pages/forgot-page'),
  'login/check': () => import('../features/auth/pages/forgot-check-page'),
  'login/newpsw': () => import('../features/auth/pages/forgot-new-password-page'),
  'login/mobile': () => import('../features/auth/pages/bind-mobile-page'),
  'login/verification': () => import('../features/auth/pages/verification-page'),
  'personal/index': () => import('./pages/personal-page'),
  'personal/information': () => import('../features/account/pages/information-page'),
  'personal/infoCard': () => import('../features/account/pages/info-card-page'),
  'personal/resetpwd': () => import('../features/account/pages/reset-password-page'),
  'personal/resetcode': () => import('../features/auth/pages/reset-code-page'),
  'personal/resetnewpwd': () => import('../features/auth/pages/reset-new-password-page'),
  'personal/subscribed': () => import('../features/account/pages/subscribed-page'),
  'personal/closeAccount': () => import('../features/account/pages/close-account-page'),
  'personal/warehouseDetail': () => import('../features/account/pages/warehouse-detail-page'),
  'personal/langCurrency': () => import('../features/account/pages/language-currency-page'),
  'parcel/list': () => import('../features/parcels/pages/parcel-list-page'),
  'parcel/detail': () => import('../features/parcels/pages/parcel-detail-page'),
  'parcel/return': () => import('../features/parcels/pages/return-page'),
  'parcel/declare': () => import('../features/parcels/pages/declare-page'),
  'parcel/completedEx': () => import('../features/parcels/pages/completed-services-page'),
  'parcel/noteList': () => import('../features/parcels/pages/note-list-page'),
  'personal/predeclare': () => import('../features/parcels/pages/pre-alert-list-page'),
  'personal/predeclareAdd': () => import('../features/parcels/pages/pre-alert-add-page'),
  'personal/preentry': () => import('../features/parcels/pages/pre-alert-entry-page'),
  'personal/preentryList': () => import('../features/parcels/pages/entries-page'),
  'personal/parcelExService': () => import('../features/parcels/pages/request-services-page'),
  'personal/preexpress': () => import('../features/pre-shipments/pages/pre-express-page'),
  'personal/agent': () => import('../features/pre-shipments/pages/agents-page'),
  'submit/parcel': () => import('../features/waybills/pages/submit-overview-page'),
  'submit/logistics': () => import('../features/waybills/pages/logistics-step-page'),
  'submit/shipper': () => import('../features/waybills/pages/shipper-step-page'),
  'submit/purchase': () => import('../features/waybills/pages/declaration-step-page'),
  'submit/chooseExtraParcel': () => import('../features/waybills/pages/extras-step-page'),
  'submit/packageImage': () => import('../features/waybills/pages/battery-step-page'),
  'submit/notes': () => import('../features/waybills/pages/notes-step-page'),
  'submit/ezappWV': () => import('../features/waybills/pages/ezway-step-page'),
  'submit/notesParcels': () => import('../features/waybills/pages/parcel-notes-page'),
  'submit/parcelEx': () => import('../features/waybills/pages/parcel-services-page'),
  'waybill/list': () => import('../features/waybills/pages/waybill-list-page'),
  'waybill/detail': () => import('../features/waybills/pages/waybill-detail-page'),
  'waybill/delivery': () => import('../features/waybills/pages/delivery-page'),
  'waybill/pick_up': () => import('../features/waybills/pages/pick-up-page'),
  'waybill/watchPacking': () => import('../features/waybills/pages/packing-page'),
  'waybill/uploadBill': () => import('../features/waybills/pages/upload-bill-page'),
  'waybill/notesList': () => import('../features/waybills/pages/notes-list-page'),
  'waybill/relevance': () => import('../features/waybills/pages/related-parcels-page'),
  'waybill/authorization': () => import('../features/waybills/pages/authorization-page'),
  'submit/addressbook': () => import('../features/address-book/pages/address-book-page'),
  'submit/editadbook': () => import('../features/address-book/pages/edit-address-page'),
  'personal/topUp': () => import('./pages/top-up-page'),
  'personal/accountBalance': () => import('../features/payments/pages/account-balance-page'),
  'personal/rechargeRecord': () => import('../features/payments/pages/recharge-record-page'),
  'personal/bill': () => import('../features/payments/pages/balance-history-page'),
  'personal/log': () => import('../features/payments/pages/payment-log-page'),
  'waybill/pay': () => import('../features/payments/pages/waybill-pay-page'),
  'waybill/coupon': () => import('../features/payments/pages/coupon-page'),
  'personal/cupon': () => import('../features/coupons/pages/coupon-centre-page'),
  'personal/member': () => import('../features/membership/pages/member-page'),
  'personal/friend': () => import('../features/membership/pages/friend-page'),
  'personal/poster': () => import('../features/membership/pages/poster-page'),
  'personal/inviteRecord': () => import('../features/membership/pages/invite-record-page'),
  'waybill/pay_bank': () => import('../features/payments/pages/bank-transfer-page'),
  // The card, Google Pay and Square screens confirm the amount and open the provider's page: one page, the
  // method told by the route (PAYMENT_METHODS' `screen`).
  'waybill/pay_credit': () => import('../features/payments/pages/provider-checkout-page'),
  'waybill/payAirwallex': () => import('../features/payments/pages/provider-checkout-page'),
  'waybill/payGooglePay': () => import('../features/payments/pages/provider-checkout-page'),
  'waybill/batchPay': () => import('../features/payments/pages/batch-pay-page'),
  'waybill/paymentStatus': () => import('../features/payments/pages/payment-status-page'),
  'waybill/payLog': () => import('../features/payments/pages/waybill-payment-log-page'),
  'waybill/newTrace': () => import('../features/tracking/pages/new-trace-page'),
  'waybill/newTraceDetail': () => import('../features/tracking/pages/new-trace-detail-page'),
  'waybill/traceShare': () => import('../features/tracking/pages/trace-share-page'),
  'waybill/traceShareDetail': () => import('../features/tracking/pages/trace-share-detail-page'),
  'waybill/traceCard': () => import('../features/tracking/pages/trace-card-page'),
  'index/trackingNumber': () => import('../features/tracking/pages/tracking-number-page'),
  'index/helpcenter': () => import('../features/content/pages/help-center-page'),
  'index/helpcenterList': () => import('../features/content/pages/help-list-page'),
  'index/helpcenterDetail': () => import('../features/content/pages/help-detail-page'),
  'index/noticeDetail': () => import('../features/content/pages/notice-detail-page'),
  'index/bannerWV': () => import('../features/content/pages/banner-web-view-page'),
  'personal/needHelp': () => import('../features/content/pages/need-help-page'),
  // The floors' screens are the news list, filtered by the floor their route names.
  'personal/warehouseNews': () => import('../features/content/pages/warehouse-news-page'),
  'personal/warehouseNewsSeFloor': () => import('../features/content/pages/warehouse-news-page'),
  'personal/warehouseNewsThFloor': () => import('../features/content/pages/warehouse-news-page'),
  'personal/warehouseNewsDetail': () => import('../features/content/pages/warehouse-news-detail-page'),
  'personal/recMall': () => import('../features/content/pages/rec-mall-page'),
};

const SCREENS: Record<string, string[]> = {
  index: [
    'index',
    'logo',
    'bannerWV',
    'shipmentDate',
    'shipmentDateDetail',
    'shipmentDateWV',
    'servicePrice',
    'servicePriceDetail',
    'tutorial',
    'helpcenter',
    'helpcenterDetail',
    'helpcenterList',
    'trackingNumber',
    'noticeDetail',
  ],
  login: ['index', 'socialPage', 'changeLang', 'email', 'forgot', 'check', 'newpsw', 'sign', 'mobile', 'verification'],
  parcel: ['list', 'detail', 'return', 'declare', 'completedEx', 'noteList'],
  submit: [
    'parcel',
    'addressbook',
    'editadbook',
    'logistics',
    'ezappWV',
    'notes',
    'packageImage',
    'purchase',
    'notesParcels',
    'chooseExtraParcel',
    'parcelEx',
    'shipper',
  ],
  waybill: [
    'list',
    'detail',
    'authorization',
    'payLog',
    'newTrace',
    'traceShare',
    'traceShareDetail',
    'traceCard',
    'newTraceDetail',
    'pay',
    'batchPay',
    'pay_credit',
    'payAirwallex',
    'payGooglePay',
    'pay_bank',
    'coupon',
    'delivery',
    'pick_up',
    'notesList',
    'relevance',
    'uploadBill',
    'chooseParcel',
    'watchPacking',
    'paymentStatus',
  ],
  personal: [
    'index',
    'information',
    'infoCard',
    'bill',
    'friend',
    'poster',
    'inviteRecord',
    'log',
    'warehouseDetail',
    'agent',
    'needHelp',
    'preentry',
    'preentryList',
    'calculate',
    'postcode',
    'calculateResult',
    'predeclare',
    'predeclareAdd',
    'cupon',
    'preexpress',
    'warehouseNews',
    'warehouseNewsSeFloor',
    'warehouseNewsThFloor',
    'warehouseNewsDetail',
    'parcelExService',
    'accountBalance',
    'rechargeRecord',
    'topUp',
    'recMall',
    'closeAccount',
    'resetpwd',
    'resetcode',
    'resetnewpwd',
    'subscribed',
    'member',
    'langCurrency',
  ],
};

const TABS: Record<string, number> = { 'index/index': 0, 'parcel/list': 1, 'waybill/list': 2, 'personal/index': 3 };
// The share card opens from the public share page, so it skips the checks with it.
const SKIP_CHECKS = new Set(['waybill/traceShare', 'waybill/traceShareDetail', 'waybill/traceCard']);
const PUBLIC = new Set([
  'index/logo',
  'index/shipmentDateDetail',
  'login/index',
  'login/socialPage',
  'login/changeLang',
  'login/email',
  'login/forgot',
  'login/check',
  'login/newpsw',
  'login/sign',
]);

function accessOf(screen: string): RouteAccess {
  if (SKIP_CHECKS.has(screen)) return 'skip';
  return PUBLIC.has(screen) ? 'public' : 'private';
}

/**
 * The launch and sign-in screens need only the core sentences, which load before the first render; every other page
 * waits for the rest of its language's sentences too (lib/i18n.ts), keeping them off the first screen.
 */
const CORE_SENTENCES_ONLY = new Set(['index/logo', 'login']);
// socialPage says why a provider sign-in stopped, in the social area's sentences.
const NEEDS_ALL_SENTENCES = new Set(['login/socialPage']);

export const APP_ROUTES: AppRoute[] = [
  ...Object.entries(SCREENS).flatMap(([group, names]) =>
    names.map((name) => {
      const screen = `${group}/${name}`;
      const load: () => Promise<PageModule> = BUILT[screen] ?? comingSoon;
      return {
        path: `/pages/${screen}`,
        titleKey: `${group}.${name}`,
        access: accessOf(screen),
        tab: TABS[screen],
        load:
          (CORE_SENTENCES_ONLY.has(group) || CORE_SENTENCES_ONLY.has(screen)) && !NEEDS_ALL_SENTENCES.has(screen)
            ? load
            : withAllSentences(load),
      };
    }),
  ),
  {
    path: '/choose-location',
    titleKey: 'system.chooseLocation',
    access: 'private',
    load: withAllSentences(comingSoon),
  },
  { path: '/open-location', titleKey: 'system.openLocation', access: 'private', load: withAllSentences(comingSoon) },
];

export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === pathname);
}
