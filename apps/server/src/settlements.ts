import { giveDrawsForTopUp } from './modules/lottery/index.js';
import { MEMBERSHIP_PURPOSE, membershipSettlement } from './modules/membership/index.js';
import type { Settlements } from './modules/payments/index.js';
import { TOP_UP_PURPOSE, topUpSettlement } from './modules/payments/index.js';
import { WAYBILL_PURPOSE, waybillSettlement } from './modules/waybills/index.js';

/**
 * What settles each payment purpose. The payments module knows none of its buyers: it finds the settlement of an
 * attempt's purpose here, through the app's context, when the attempt succeeds or fails. A credited top-up gives
 * lottery draws in the same transaction.
 */
export const settlements: Settlements = {
  [TOP_UP_PURPOSE]: topUpSettlement({ onCredited: [giveDrawsForTopUp] }),
  [WAYBILL_PURPOSE]: waybillSettlement,
  [MEMBERSHIP_PURPOSE]: membershipSettlement,
};
