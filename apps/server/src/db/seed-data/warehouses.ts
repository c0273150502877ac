import { COUNTRY_ID, STORE_ID } from '@parcelway/domain';
import type { WarehouseAddressTemplate } from '../schema/reference.js';

interface WarehouseSeed {
  storeId: number;
  regionCode: string;
  nameEn: string;
  nameCn: string;
  nameTw: string;
  countryId: number;
  currencyId: number;
  /** IANA zone of the building: its working day, for the dashboard's daily counts. */
  timeZone: string;
  address: WarehouseAddressTemplate;
  sortOrder: number;
}

/** Shopping addresses. `{supportNumber}` is where the customer's support number goes. */
export const WAREHOUSES: WarehouseSeed[] = [
  {
    storeId: STORE_ID.australia,
    timeZone: 'Australia/Sydney',
    regionCode: 'AU',
    nameEn: 'Australia warehouse',
    nameCn: '澳洲仓',
    nameTw: '澳洲倉',
    countryId: COUNTRY_ID.australia,
    currencyId: 3,
    sortOrder: 1,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['Unit 3, 18 Coal Pier Road', 'Parcelway {supportNumber}'],
      city: 'Mascot',
      state: 'NSW',
      postalCode: '2020',
      phone: '+61 2 8015 6620',
      openingHours: 'Mon–Fri 09:00–17:00 (AEST)',
      openingHoursIn: {
        en: 'Mon–Fri 09:00–17:00 (Sydney time)',
        cn: '周一至周五 09:00–17:00（悉尼时间）',
        tw: '週一至週五 09:00–17:00（雪梨時間）',
      },
    },
  },
  {
    storeId: STORE_ID.china,
    timeZone: 'Asia/Shanghai',
    regionCode: 'CN',
    nameEn: 'China warehouse',
    nameCn: '中国仓',
    nameTw: '中國倉',
    countryId: COUNTRY_ID.china,
    currencyId: 1,
    sortOrder: 2,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['广东省广州市白云区太和镇大源北路 88 号 3 号仓', '客户编号 {supportNumber}'],
      city: '广州市',
      state: '广东省',
      postalCode: '510540',
      phone: '+86 20 3722 8810',
      openingHours: '周一至周六 09:00–18:00 (北京时间)',
      openingHoursIn: {
        en: 'Mon–Sat 09:00–18:00 (Beijing time)',
        cn: '周一至周六 09:00–18:00（北京时间）',
        tw: '週一至週六 09:00–18:00（北京時間）',
      },
    },
  },
  {
    storeId: STORE_ID.malaysia,
    timeZone: 'Asia/Kuala_Lumpur',
    regionCode: 'MY',
    nameEn: 'Malaysia warehouse',
    nameCn: '马来西亚仓',
    nameTw: '馬來西亞倉',
    countryId: COUNTRY_ID.malaysia,
    currencyId: 4,
    sortOrder: 3,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['No. 12, Jalan Puchong Mesra 2', 'Parcelway {supportNumber}'],
      city: 'Puchong',
      state: 'Selangor',
      postalCode: '47100',
      phone: '+60 3 8068 2201',
      openingHours: 'Mon–Fri 09:30–18:00 (MYT)',
      openingHoursIn: {
        en: 'Mon–Fri 09:30–18:00 (Kuala Lumpur time)',
        cn: '周一至周五 09:30–18:00（吉隆坡时间）',
        tw: '週一至週五 09:30–18:00（吉隆坡時間）',
      },
    },
  },
  {
    storeId: STORE_ID.taiwan,
    timeZone: 'Asia/Taipei',
    regionCode: 'TW',
    nameEn: 'Taiwan warehouse',
    nameCn: '台湾仓',
    nameTw: '台灣倉',
    countryId: COUNTRY_ID.taiwan,
    currencyId: 5,
    sortOrder: 4,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['桃園市大園區國際路二段 168 號', 'Parcelway {supportNumber}'],
      city: '大園區',
      state: '桃園市',
      postalCode: '337006',
      phone: '+886 3 385 6120',
      openingHours: '週一至週五 09:00–18:00',
      openingHoursIn: {
        en: 'Mon–Fri 09:00–18:00 (Taipei time)',
        cn: '周一至周五 09:00–18:00（台北时间）',
        tw: '週一至週五 09:00–18:00（台北時間）',
      },
    },
  },
  {
    storeId: STORE_ID.japan,
    timeZone: 'Asia/Tokyo',
    regionCode: 'JP',
    nameEn: 'Japan warehouse',
    nameCn: '日本仓',
    nameTw: '日本倉',
    countryId: COUNTRY_ID.japan,
    currencyId: 9,
    sortOrder: 5,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['千葉県市川市二俣新町 17-2', 'Parcelway 倉庫 {supportNumber}'],
      city: '市川市',
      state: '千葉県',
      postalCode: '272-0001',
      phone: '+81 47 328 5510',
      openingHours: '月〜金 09:00–17:30 (JST)',
      openingHoursIn: {
        en: 'Mon–Fri 09:00–17:30 (Tokyo time)',
        cn: '周一至周五 09:00–17:30（东京时间）',
        tw: '週一至週五 09:00–17:30（東京時間）',
      },
    },
  },
  {
    storeId: STORE_ID.newZealand,
    timeZone: 'Pacific/Auckland',
    regionCode: 'NZ',
    nameEn: 'New Zealand warehouse',
    nameCn: '新西兰仓',
    nameTw: '紐西蘭倉',
    countryId: COUNTRY_ID.newZealand,
    currencyId: 7,
    sortOrder: 6,
    address: {
      recipient: 'PW{supportNumber}',
      addressLines: ['Unit B, 23 Andromeda Crescent', 'Parcelway {supportNumber}'],
      city: 'East Tamaki',
      state: 'Auckland',
      postalCode: '2013',
      phone: '+64 9 274 6630',
      openingHours: 'Mon–Fri 09:00–17:00 (NZT)',
      openingHoursIn: {
        en: 'Mon–Fri 09:00–17:00 (Auckland time)',
        cn: '周一至周五 09:00–17:00（奥克兰时间）',
        tw: '週一至週五 09:00–17:00（奧克蘭時間）',
      },
    },
  },
];

export const USER_SOURCES = [
  { id: 1, nameEn: 'Google search', nameCn: '谷歌搜索', nameTw: 'Google 搜尋', sortOrder: 1 },
  { id: 2, nameEn: 'Facebook', nameCn: 'Facebook', nameTw: 'Facebook', sortOrder: 2 },
  { id: 3, nameEn: 'Instagram', nameCn: 'Instagram', nameTw: 'Instagram', sortOrder: 3 },
  { id: 4, nameEn: 'Xiaohongshu (RED)', nameCn: '小红书', nameTw: '小紅書', sortOrder: 4 },
  { id: 5, nameEn: 'WeChat', nameCn: '微信', nameTw: '微信', sortOrder: 5 },
  { id: 6, nameEn: 'A friend told me', nameCn: '朋友推荐', nameTw: '朋友推薦', sortOrder: 6 },
  { id: 7, nameEn: 'Online shop', nameCn: '网店推荐', nameTw: '網店推薦', sortOrder: 7 },
  { id: 8, nameEn: 'Other', nameCn: '其他', nameTw: '其他', sortOrder: 8 },
];

export const LANGUAGE_NAMES = [
  { code: 'en', name: 'English' },
  { code: 'cn', name: '简体中文' },
  { code: 'tw', name: '繁體中文' },
];

/** Units of each currency per 1 AUD, effective from the seed's date; staff set newer rates through /ops. */
export const EXCHANGE_RATES_PER_AUD: Record<string, string> = {
  AUD: '1',
  CNY: '4.6820',
  USD: '0.6540',
  MYR: '2.9130',
  TWD: '20.9500',
  SGD: '0.8490',
  NZD: '1.1020',
  HKD: '5.0930',
  JPY: '98.4000',
  CAD: '0.9060',
};
export const EXCHANGE_RATES_EFFECTIVE_ON = '2026-01-01';
