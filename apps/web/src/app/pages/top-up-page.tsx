import { LotteryWheel } from '../../features/coupons';
import PaymentsTopUpPage from '../../features/payments/pages/top-up-page';

/** Top-up (SPEC §2): the payments feature's top-up form, and the coupons feature's lottery draw the top-ups earn. */
export default function TopUpPage() {
  return (
    <>
      <LotteryWheel />
      <PaymentsTopUpPage />
    </>
  );
}
