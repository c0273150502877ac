import { STORE_ID } from '@parcelway/domain';

interface CourierCompanySeed {
  code: string;
  storeId: number;
  nameEn: string;
  nameCn: string;
  nameTw: string;
}

const company = (storeId: number, code: string, nameEn: string, nameCn: string, nameTw = nameCn) => ({
  code,
  storeId,
  nameEn,
  nameCn,
  nameTw,
});

/**
 * The couriers that usually bring online orders to each warehouse (the pre-alert's "express company"),
 * in the order shoppers meet them. "Other" closes each list.
 */
export const COURIER_COMPANIES: (CourierCompanySeed & { sortOrder: number })[] = [
  company(STORE_ID.australia, 'au-auspost', 'Australia Post', '澳洲邮政', '澳洲郵政'),
  company(STORE_ID.australia, 'au-startrack', 'StarTrack', 'StarTrack'),
  company(STORE_ID.australia, 'au-toll', 'Toll', 'Toll'),
  company(STORE_ID.australia, 'au-couriersplease', 'CouriersPlease', 'CouriersPlease'),
  company(STORE_ID.australia, 'au-aramex', 'Aramex', 'Aramex'),
  company(STORE_ID.australia, 'au-dhl', 'DHL', 'DHL'),
  company(STORE_ID.australia, 'au-tnt', 'TNT', 'TNT'),
  company(STORE_ID.australia, 'au-sendle', 'Sendle', 'Sendle'),
  company(STORE_ID.australia, 'au-other', 'Other', '其他'),
  company(STORE_ID.china, 'cn-sf', 'SF Express', '顺丰速运', '順豐速運'),
  company(STORE_ID.china, 'cn-zto', 'ZTO Express', '中通快递', '中通快遞'),
  company(STORE_ID.china, 'cn-yto', 'YTO Express', '圆通速递', '圓通速遞'),
  company(STORE_ID.china, 'cn-sto', 'STO Express', '申通快递', '申通快遞'),
  company(STORE_ID.china, 'cn-yunda', 'Yunda Express', '韵达快递', '韻達快遞'),
  company(STORE_ID.china, 'cn-jd', 'JD Logistics', '京东物流', '京東物流'),
  company(STORE_ID.china, 'cn-ems', 'China Post EMS', '中国邮政 EMS', '中國郵政 EMS'),
  company(STORE_ID.china, 'cn-jt', 'J&T Express', '极兔速递', '極兔速遞'),
  company(STORE_ID.china, 'cn-other', 'Other', '其他'),
  company(STORE_ID.malaysia, 'my-poslaju', 'Pos Laju', 'Pos Laju'),
  company(STORE_ID.malaysia, 'my-jt', 'J&T Express', 'J&T 快递', 'J&T 快遞'),
  company(STORE_ID.malaysia, 'my-ninjavan', 'Ninja Van', 'Ninja Van'),
  company(STORE_ID.malaysia, 'my-gdex', 'GDex', 'GDex'),
  company(STORE_ID.malaysia, 'my-citylink', 'City-Link Express', 'City-Link'),
  company(STORE_ID.malaysia, 'my-dhl', 'DHL eCommerce', 'DHL eCommerce'),
  company(STORE_ID.malaysia, 'my-other', 'Other', '其他'),
  company(STORE_ID.taiwan, 'tw-tcat', 'T-CAT (Black Cat)', '黑猫宅急便', '黑貓宅急便'),
  company(STORE_ID.taiwan, 'tw-hct', 'HCT Logistics', '新竹物流', '新竹物流'),
  company(STORE_ID.taiwan, 'tw-post', 'Chunghwa Post', '中华邮政', '中華郵政'),
  company(STORE_ID.taiwan, 'tw-kerry', 'Kerry TJ', '嘉里大荣', '嘉里大榮'),
  company(STORE_ID.taiwan, 'tw-other', 'Other', '其他'),
  company(STORE_ID.japan, 'jp-yamato', 'Yamato Transport', '大和运输', '大和運輸'),
  company(STORE_ID.japan, 'jp-sagawa', 'Sagawa Express', '佐川急便'),
  company(STORE_ID.japan, 'jp-post', 'Japan Post', '日本邮政', '日本郵政'),
  company(STORE_ID.japan, 'jp-other', 'Other', '其他'),
  company(STORE_ID.newZealand, 'nz-post', 'NZ Post', '新西兰邮政', '紐西蘭郵政'),
  company(STORE_ID.newZealand, 'nz-courierpost', 'CourierPost', 'CourierPost'),
  company(STORE_ID.newZealand, 'nz-aramex', 'Aramex NZ', 'Aramex NZ'),
  company(STORE_ID.newZealand, 'nz-other', 'Other', '其他'),
].map((row, index) => ({ ...row, sortOrder: index + 1 }));
