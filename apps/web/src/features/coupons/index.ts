// What app/ composes from the coupons feature (Home shows the pop-up offer).
export { CouponPopUp } from './components/coupon-pop-up';
