import {
  isPaymentMethodCode,
  methodRule,
  PAYMENT_METHOD_CODES,
  PAYMENT_PROVIDERS,
  type PaymentMethodCode,
} from '@parcelway/domain';
import { PATHS } from '../../../lib/routes-paths';

/** The route of a SPEC §2 screen named as PAYMENT_METHODS names it ('waybill/pay_bank'); every one is in PATHS. */
export function screenPath(screen: string): string {
  const path = Object.values(PATHS).find((candidate) => candidate === `/pages/${screen}`);
  if (!path) throw new Error(`No route for the payment screen ${screen}`);
  return path;
}

/** What the pay page does with a chosen method, by the domain's rule for it. */
export type PayAction =
  /** Pay from the balance here (balancePay). */
  | { kind: 'balance' }
  /** Go on to the method's own screen: bank transfer, card, Google Pay, Square. */
  | { kind: 'screen'; path: string }
  /** The WeChat link flow: a link to open in WeChat, shown here. */
  | { kind: 'wechatLink'; endpoint: string }
  /** Start the provider's payment from here and open its page. */
  | { kind: 'provider'; endpoint: string };

/** The API call that starts a card or wallet payment of the method: '/api/airWallexPay', '/api/wechatPayLink'. */
export function providerEndpoint(code: PaymentMethodCode): string | null {
  const { provider } = methodRule(code);
  if (provider === null) return null;
  const { endpoint } = PAYMENT_PROVIDERS[provider];
  return endpoint === null ? '/api/wechatPayLink' : `/api/${endpoint}`;
}

export function payActionFor(code: string): PayAction | null {
  if (!isPaymentMethodCode(code)) return null;
  if (code === 'balance') return { kind: 'balance' };
  const rule = methodRule(code);
  const path = screenPath(rule.screen);
  if (path !== PATHS.waybillPay) return { kind: 'screen', path };
  const endpoint = providerEndpoint(code);
  if (endpoint === null) return null;
  return rule.provider === 'wechat' ? { kind: 'wechatLink', endpoint } : { kind: 'provider', endpoint };
}

/** The card or wallet method whose own screen is `pathname` (payAirwallex → card, pay_credit → square). */
export function checkoutMethodAt(pathname: string): PaymentMethodCode | null {
  if (pathname === PATHS.waybillPay) return null;
  return (
    PAYMENT_METHOD_CODES.find(
      (code) => methodRule(code).provider !== null && screenPath(methodRule(code).screen) === pathname,
    ) ?? null
  );
}
