import type { StaffRoleName } from '@parcelway/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageKey } from '../lib/i18n.js';

export interface ConsoleRoute {
  path: string;
  title: MessageKey;
  /** Who sees it in the navigation (an admin sees everything); the server checks every call again. */
  roles: readonly StaffRoleName[];
  page: LazyExoticComponent<ComponentType>;
}

const EVERYONE: readonly StaffRoleName[] = ['admin', 'warehouse', 'finance', 'content', 'support'];

/** Every page of the console, each its own chunk. */
export const ROUTES: ConsoleRoute[] = [
  {
    path: '/',
    title: 'nav.dashboard',
    roles: EVERYONE,
    page: lazy(() => import('../features/dashboard/pages/dashboard-page.js')),
  },
  {
    path: '/check-in',
    title: 'nav.checkIn',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/check-in-page.js')),
  },
  {
    path: '/packing',
    title: 'nav.packing',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/packing-page.js')),
  },
  {
    path: '/dispatch',
    title: 'nav.dispatch',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/dispatch-page.js')),
  },
  {
    path: '/tracking',
    title: 'nav.tracking',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/tracking-page.js')),
  },
  {
    path: '/claims',
    title: 'nav.claims',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/claims-page.js')),
  },
  {
    path: '/inbound-cases',
    title: 'nav.inboundCases',
    roles: ['warehouse', 'support'],
    page: lazy(() => import('../features/bench/pages/inbound-cases-page.js')),
  },
  {
    path: '/shipment-claims',
    title: 'nav.shipmentClaims',
    roles: ['support', 'finance'],
    page: lazy(() => import('../features/claims-desk/pages/shipment-claims-page.js')),
  },
  {
    path: '/weight-disputes',
    title: 'nav.weightDisputes',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/weight-disputes-page.js')),
  },
  {
    path: '/sign-documents',
    title: 'nav.signDocuments',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/sign-documents-page.js')),
  },
  {
    path: '/returns',
    title: 'nav.returns',
    roles: ['warehouse'],
    page: lazy(() => import('../features/bench/pages/returns-page.js')),
  },
  {
    path: '/pre-shipments',
    title: 'nav.preShipments',
    roles: ['warehouse'],
    page: lazy(() => import('../features/pre-shipments/pages/pre-shipments-page.js')),
  },
  {
    path: '/customers',
    title: 'nav.customers',
    roles: ['support', 'finance', 'warehouse'],
    page: lazy(() => import('../features/customers/pages/customers-page.js')),
  },
  {
    path: '/transfers',
    title: 'nav.transfers',
    roles: ['finance'],
    page: lazy(() => import('../features/reviews/pages/transfers-page.js')),
  },
  {
    path: '/staff',
    title: 'nav.staff',
    roles: ['admin'],
    page: lazy(() => import('../features/staff-admin/pages/staff-page.js')),
  },
  {
    path: '/lines',
    title: 'config.nav.lines',
    roles: ['admin'],
    page: lazy(() => import('../features/config/pages/lines-page.js')),
  },
  {
    path: '/goods-rules',
    title: 'config.nav.goodsRules',
    roles: ['admin'],
    page: lazy(() => import('../features/config/pages/goods-rules-page.js')),
  },
  {
    path: '/extra-services',
    title: 'config.nav.extraServices',
    roles: ['admin'],
    page: lazy(() => import('../features/config/pages/extra-services-page.js')),
  },
  {
    path: '/warehouses',
    title: 'config.nav.warehouses',
    roles: ['admin'],
    page: lazy(() => import('../features/config/pages/warehouses-page.js')),
  },
  {
    path: '/exchange-rates',
    title: 'config.nav.exchangeRates',
    roles: ['finance'],
    page: lazy(() => import('../features/config/pages/exchange-rates-page.js')),
  },
  {
    path: '/customs-rules',
    title: 'config.nav.customsRules',
    roles: EVERYONE,
    page: lazy(() => import('../features/config/pages/customs-rules-page.js')),
  },
  {
    path: '/content',
    title: 'nav.content',
    roles: ['content'],
    page: lazy(() => import('../features/content/pages/content-page.js')),
  },
  {
    path: '/coupons',
    title: 'nav.coupons',
    roles: ['finance'],
    page: lazy(() => import('../features/coupons/pages/coupons-page.js')),
  },
  {
    path: '/campaigns',
    title: 'nav.campaigns',
    roles: ['finance'],
    page: lazy(() => import('../features/campaigns/pages/campaigns-page.js')),
  },
];
