// What app/ composes from the coupons feature (Home shows the pop-up offer, the top-up page the lottery wheel).
export { CouponPopUp } from './components/coupon-pop-up';
export { LotteryWheel } from './components/lottery-wheel';
