import { type CollectionSeed, words } from './types.js';

export const HELP_COLLECTIONS: CollectionSeed[] = [
  {
    slug: 'getting-started',
    sortOrder: 10,
    texts: {
      en: words('Getting started', 'What you can send, when parcels arrive and when shipments leave', ''),
      cn: words('新手入门', '可寄物品、包裹入库时间与发货截止时间', ''),
      tw: words('新手入門', '可寄物品、包裹入庫時間與發貨截止時間', ''),
    },
  },
  {
    slug: 'fees',
    sortOrder: 20,
    texts: {
      en: words('Fees and services', 'Freight, handling, returns, cartons, fumigation and insurance', ''),
      cn: words('费用与服务', '运费、处理费、退货、加箱、熏蒸与保险', ''),
      tw: words('費用與服務', '運費、處理費、退貨、加箱、燻蒸與保險', ''),
    },
  },
  {
    slug: 'customs',
    sortOrder: 30,
    texts: {
      en: words('Customs and destinations', 'Australia, Singapore and Taiwan', ''),
      cn: words('海关与目的地', '澳大利亚、新加坡与台湾', ''),
      tw: words('海關與目的地', '澳洲、新加坡與臺灣', ''),
    },
  },
  {
    slug: 'account',
    sortOrder: 40,
    texts: {
      en: words('Payments, points and membership', 'Top-ups, points and member discounts', ''),
      cn: words('支付、积分与会员', '充值、积分与会员折扣', ''),
      tw: words('支付、積分與會員', '儲值、積分與會員折扣', ''),
    },
  },
  {
    slug: 'legal',
    sortOrder: 50,
    texts: {
      en: words('Terms and privacy', 'The terms of service and how we handle your data', ''),
      cn: words('条款与隐私', '服务条款以及我们如何处理您的资料', ''),
      tw: words('條款與隱私', '服務條款以及我們如何處理您的資料', ''),
    },
  },
];
