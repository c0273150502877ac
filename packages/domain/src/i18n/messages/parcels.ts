import { defineMessages } from '../define.js';

/** Parcels: pre-alerts, declarations, check-in, claims, extra services, returns and uploads. */
export const parcelMessages = defineMessages({
  en: {
    'parcel.trackingNumberInvalid': 'Please enter the correct tracking number',
  },
  cn: {
    'parcel.trackingNumberInvalid': '请输入正确的快递单号',
  },
  tw: {
    'parcel.trackingNumberInvalid': '請輸入正確的快遞單號',
  },
});
