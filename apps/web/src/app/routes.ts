import type { ComponentType } from 'react';
import { prefetchParcelList } from '../features/parcels';
import { withTexts } from '../lib/i18n';
import { needsAllSentences } from './screen-sentences';

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
  /** The page's chunk with every text it shows (its namespaces, the shared sentences it needs). */
  load: () => Promise<PageModule>;
  /** The page's translation namespaces beyond the eager ones (common, routes), loaded with it. */
  namespaces: readonly string[];
  /** Starts the page's first request, so it travels while the page's chunk loads (the address's search params). */
  prefetch?: (search: URLSearchParams) => void;
  /** A first-launch screen (the logo, the language chooser): opened with no screen of the app before it, no Back. */
  launch?: true;
}

interface Screen {
  load: () => Promise<PageModule>;
  namespaces: readonly string[];
}

/**
 * A page and the namespaces its components use (besides common and routes, which load before the first screen).
 * The list is checked against the sources by test/route-texts.test.ts: a component a click shows must find its texts
 * loaded, never suspend the page while it waits for them.
 */
function page(load: () => Promise<PageModule>, ...namespaces: string[]): Screen {
  return { load, namespaces };
}

const comingSoon = page(() => import('../components/coming-soon-page'));

/** Screens built so far. Every other route shows the titled "coming soon" page until its issue builds it. */
const BUILT: Record<string, Screen> = {
  'index/index': page(
    () => import('./pages/home-page'),
    'auth',
    'content',
    'coupons',
    'pricing',
    'tracking',
    'waybills',
  ),
  'personal/calculate': page(() => import('../features/pricing/pages/calculate-page'), 'pricing'),
  'personal/calculateResult': page(() => import('../features/pricing/pages/calculate-result-page'), 'pricing'),
  'personal/postcode': page(() => import('../features/pricing/pages/postcode-page'), 'pricing'),
  'index/servicePrice': page(() => import('../features/pricing/pages/service-price-page'), 'pricing'),
  'index/servicePriceDetail': page(() => import('../features/pricing/pages/service-price-detail-page'), 'pricing'),
  'index/shipmentDate': page(() => import('../features/pricing/pages/shipment-date-page'), 'pricing'),
  'index/shipmentDateDetail': page(() => import('../features/pricing/pages/shipment-date-detail-page'), 'pricing'),
  // The web-view variant shows the same schedule.
  'index/shipmentDateWV': page(() => import('../features/pricing/pages/shipment-date-page'), 'pricing'),
  'index/logo': page(() => import('../features/auth/pages/logo-page'), 'auth'),
  'login/changeLang': page(() => import('../features/auth/pages/change-language-page'), 'auth'),
  'login/index': page(() => import('../features/auth/pages/login-index-page'), 'auth'),
  'login/email': page(() => import('../features/auth/pages/email-login-page'), 'auth'),
  'login/sign': page(() => import('./pages/sign-up-page'), 'auth', 'content'),
  'login/socialPage': page(() => import('../features/auth/pages/social-page'), 'auth'),
  'login/forgot': page(() => import('../features/auth/pages/forgot-page'), 'auth'),
  'login/check': page(() => import('../features/auth/pages/forgot-check-page'), 'auth'),
  'login/newpsw': page(() => import('../features/auth/pages/forgot-new-password-page'), 'auth'),
  'login/mobile': page(() => import('../features/auth/pages/bind-mobile-page'), 'auth'),
  'login/verification': page(() => import('../features/auth/pages/verification-page'), 'auth'),
  'personal/index': page(() => import('./pages/personal-page'), 'account', 'auth', 'content'),
  'personal/information': page(() => import('../features/account/pages/information-page'), 'account', 'auth'),
  'personal/infoCard': page(() => import('../features/account/pages/info-card-page'), 'account'),
  'personal/resetpwd': page(() => import('../features/account/pages/reset-password-page'), 'account'),
  'personal/resetcode': page(() => import('../features/auth/pages/reset-code-page'), 'auth'),
  'personal/resetnewpwd': page(() => import('../features/auth/pages/reset-new-password-page'), 'auth'),
  'personal/subscribed': page(() => import('../features/account/pages/subscribed-page'), 'account'),
  'personal/closeAccount': page(() => import('../features/account/pages/close-account-page'), 'account'),
  'personal/warehouseDetail': page(() => import('../features/account/pages/warehouse-detail-page'), 'account'),
  'personal/langCurrency': page(() => import('../features/account/pages/language-currency-page'), 'account'),
  'parcel/list': page(() => import('../features/parcels/pages/parcel-list-page'), 'parcels'),
  'parcel/detail': page(() => import('../features/parcels/pages/parcel-detail-page'), 'parcels', 'weights'),
  'parcel/weightDispute': page(() => import('../features/weight-disputes/pages/dispute-page'), 'weights'),
  'parcel/return': page(() => import('../features/parcels/pages/return-page'), 'parcels'),
  'parcel/declare': page(() => import('../features/parcels/pages/declare-page'), 'declaration', 'parcels'),
  'parcel/completedEx': page(() => import('../features/parcels/pages/completed-services-page'), 'parcels'),
  'parcel/noteList': page(() => import('../features/parcels/pages/note-list-page'), 'parcels'),
  'personal/predeclare': page(() => import('../features/parcels/pages/pre-alert-list-page'), 'parcels'),
  'personal/predeclareAdd': page(
    () => import('../features/parcels/pages/pre-alert-add-page'),
    'declaration',
    'parcels',
  ),
  'personal/preentry': page(() => import('../features/parcels/pages/pre-alert-entry-page'), 'declaration', 'parcels'),
  'personal/preentryList': page(() => import('../features/parcels/pages/entries-page'), 'parcels'),
  'personal/parcelExService': page(() => import('../features/parcels/pages/request-services-page'), 'parcels'),
  'personal/preexpress': page(
    () => import('../features/pre-shipments/pages/pre-express-page'),
    'declaration',
    'preShipments',
  ),
  'personal/agent': page(() => import('../features/pre-shipments/pages/agents-page'), 'preShipments'),
  'submit/parcel': page(() => import('../features/waybills/pages/submit-overview-page'), 'waybills'),
  'submit/logistics': page(() => import('../features/waybills/pages/logistics-step-page'), 'waybills'),
  'submit/shipper': page(() => import('../features/waybills/pages/shipper-step-page'), 'waybills'),
  'submit/purchase': page(() => import('../features/waybills/pages/declaration-step-page'), 'declaration', 'waybills'),
  'submit/chooseExtraParcel': page(() => import('../features/waybills/pages/extras-step-page'), 'waybills'),
  'submit/packageImage': page(() => import('../features/waybills/pages/battery-step-page'), 'waybills'),
  'submit/notes': page(() => import('../features/waybills/pages/notes-step-page'), 'waybills'),
  'submit/ezappWV': page(() => import('../features/waybills/pages/ezway-step-page'), 'waybills'),
  'submit/notesParcels': page(() => import('../features/waybills/pages/parcel-notes-page'), 'waybills'),
  'submit/parcelEx': page(() => import('../features/waybills/pages/parcel-services-page'), 'waybills'),
  'waybill/chooseParcel': page(() => import('../features/parcels/pages/choose-parcels-page'), 'parcels'),
  'waybill/list': page(() => import('../features/waybills/pages/waybill-list-page'), 'waybills'),
  'waybill/detail': page(
    () => import('../features/waybills/pages/waybill-detail-page'),
    'claims',
    'waybills',
    'weights',
  ),
  'waybill/weightDispute': page(() => import('../features/weight-disputes/pages/dispute-page'), 'weights'),
  'waybill/delivery': page(() => import('../features/waybills/pages/delivery-page'), 'waybills'),
  'waybill/pick_up': page(() => import('../features/waybills/pages/pick-up-page'), 'waybills'),
  'waybill/watchPacking': page(() => import('../features/waybills/pages/packing-page'), 'waybills'),
  'waybill/uploadBill': page(() => import('../features/waybills/pages/upload-bill-page'), 'waybills'),
  'waybill/notesList': page(() => import('../features/waybills/pages/notes-list-page'), 'waybills'),
  'waybill/relevance': page(() => import('../features/waybills/pages/related-parcels-page'), 'waybills'),
  'waybill/authorization': page(() => import('../features/waybills/pages/authorization-page'), 'waybills'),
  'waybill/claim': page(() => import('../features/waybills/pages/claim-page'), 'claims', 'waybills'),
  'waybill/claimDetail': page(() => import('../features/waybills/pages/claim-detail-page'), 'claims'),
  'submit/addressbook': page(() => import('../features/address-book/pages/address-book-page'), 'addressBook'),
  'submit/editadbook': page(() => import('../features/address-book/pages/edit-address-page'), 'addressBook'),
  'personal/topUp': page(() => import('./pages/top-up-page'), 'coupons', 'payments'),
  'personal/accountBalance': page(() => import('../features/payments/pages/account-balance-page'), 'payments'),
  'personal/rechargeRecord': page(() => import('../features/payments/pages/recharge-record-page'), 'payments'),
  'personal/bill': page(() => import('../features/payments/pages/balance-history-page'), 'payments'),
  'personal/log': page(() => import('../features/payments/pages/payment-log-page'), 'payments'),
  'waybill/pay': page(() => import('../features/payments/pages/waybill-pay-page'), 'payments'),
  'waybill/coupon': page(() => import('../features/payments/pages/coupon-page'), 'payments'),
  'personal/cupon': page(() => import('../features/coupons/pages/coupon-centre-page'), 'coupons'),
  'personal/member': page(() => import('../features/membership/pages/member-page'), 'membership', 'payments'),
  'personal/friend': page(() => import('../features/membership/pages/friend-page'), 'membership'),
  'personal/poster': page(() => import('../features/membership/pages/poster-page'), 'membership'),
  'personal/inviteRecord': page(() => import('../features/membership/pages/invite-record-page'), 'membership'),
  'waybill/pay_bank': page(() => import('../features/payments/pages/bank-transfer-page'), 'payments'),
  // The card, Google Pay and Square screens confirm the amount and open the provider's page: one page, the
  // method told by the route (PAYMENT_METHODS' `screen`).
  'waybill/pay_credit': page(() => import('../features/payments/pages/provider-checkout-page'), 'payments'),
  'waybill/payAirwallex': page(() => import('../features/payments/pages/provider-checkout-page'), 'payments'),
  'waybill/payGooglePay': page(() => import('../features/payments/pages/provider-checkout-page'), 'payments'),
  'waybill/batchPay': page(() => import('../features/payments/pages/batch-pay-page'), 'payments'),
  'waybill/paymentStatus': page(() => import('../features/payments/pages/payment-status-page'), 'payments'),
  'waybill/payLog': page(() => import('../features/payments/pages/waybill-payment-log-page'), 'payments'),
  'waybill/newTrace': page(() => import('../features/tracking/pages/new-trace-page'), 'tracking'),
  'waybill/newTraceDetail': page(() => import('../features/tracking/pages/new-trace-detail-page'), 'tracking'),
  'waybill/traceShare': page(() => import('../features/tracking/pages/trace-share-page'), 'tracking'),
  'waybill/traceShareDetail': page(() => import('../features/tracking/pages/trace-share-detail-page'), 'tracking'),
  'waybill/traceCard': page(() => import('../features/tracking/pages/trace-card-page'), 'tracking'),
  'index/trackingNumber': page(() => import('../features/tracking/pages/tracking-number-page'), 'tracking'),
  'index/tutorial': page(() => import('../features/content/pages/tutorial-page'), 'content'),
  'index/helpcenter': page(() => import('../features/content/pages/help-center-page'), 'content'),
  'index/helpcenterList': page(() => import('../features/content/pages/help-list-page'), 'content'),
  'index/helpcenterDetail': page(() => import('../features/content/pages/help-detail-page'), 'content'),
  'index/noticeDetail': page(() => import('../features/content/pages/notice-detail-page'), 'content'),
  'index/bannerWV': page(() => import('../features/content/pages/banner-web-view-page'), 'content'),
  'personal/needHelp': page(() => import('../features/content/pages/need-help-page'), 'content'),
  // The floors' screens are the news list, filtered by the floor their route names.
  'personal/warehouseNews': page(() => import('../features/content/pages/warehouse-news-page'), 'content'),
  'personal/warehouseNewsSeFloor': page(() => import('../features/content/pages/warehouse-news-page'), 'content'),
  'personal/warehouseNewsThFloor': page(() => import('../features/content/pages/warehouse-news-page'), 'content'),
  'personal/warehouseNewsDetail': page(() => import('../features/content/pages/warehouse-news-detail-page'), 'content'),
  'personal/recMall': page(() => import('../features/content/pages/rec-mall-page'), 'content'),
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
  parcel: ['list', 'detail', 'return', 'declare', 'completedEx', 'noteList', 'weightDispute'],
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
    // Shipment claims (lost, damaged, items missing): not in SPEC §2, which has no claims of shipments.
    'claim',
    'claimDetail',
    'weightDispute',
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
const LAUNCH_SCREENS = new Set(['index/logo', 'login/changeLang']);
// The share card opens from the public share page, so it skips the checks with it. Verification is where the e-mail
// confirmation's link lands, on whatever device received the mail: the link must work there before any launch step
// (the logo, the language, a session); the page itself sends a visitor without a session where its screens need one.
const SKIP_CHECKS = new Set([
  'waybill/traceShare',
  'waybill/traceShareDetail',
  'waybill/traceCard',
  'login/verification',
]);
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

/** Pages whose first request can start with their chunk, before they render. */
const PREFETCH: Record<string, AppRoute['prefetch']> = { 'parcel/list': prefetchParcelList };

function route(path: string, titleKey: string, access: RouteAccess, screen: Screen, allSentences: boolean): AppRoute {
  return {
    path,
    titleKey,
    access,
    load: withTexts(screen.load, screen.namespaces, { allSentences }),
    namespaces: screen.namespaces,
  };
}

export const APP_ROUTES: AppRoute[] = [
  ...Object.entries(SCREENS).flatMap(([group, names]) =>
    names.map((name) => {
      const screen = `${group}/${name}`;
      return {
        ...route(
          `/pages/${screen}`,
          `${group}.${name}`,
          accessOf(screen),
          BUILT[screen] ?? comingSoon,
          needsAllSentences(screen),
        ),
        tab: TABS[screen],
        prefetch: PREFETCH[screen],
        ...(LAUNCH_SCREENS.has(screen) && { launch: true as const }),
      };
    }),
  ),
  route('/choose-location', 'system.chooseLocation', 'private', comingSoon, true),
  route('/open-location', 'system.openLocation', 'private', comingSoon, true),
];

/** An address as React Router matched it before the table was looked up directly: any case, a trailing slash. */
const folded = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
const ROUTES_BY_PATH = new Map(APP_ROUTES.map((route) => [route.path, route]));
const ROUTES_BY_FOLDED_PATH = new Map(APP_ROUTES.map((route) => [folded(route.path), route]));

/**
 * The screen an address opens: its own path, or the same path in other letter case, with a trailing slash or
 * percent-encoded.
 */
export function findRoute(pathname: string): AppRoute | undefined {
  return ROUTES_BY_PATH.get(pathname) ?? ROUTES_BY_FOLDED_PATH.get(folded(decoded(pathname)));
}
