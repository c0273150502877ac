import type { ChineseLayout } from './chinese-layout.js';

/** Mainland provinces, municipalities and autonomous regions: their short name and the full one. */
const CHINESE_PROVINCES: [short: string, full: string][] = [
  ['北京', '北京市'],
  ['天津', '天津市'],
  ['上海', '上海市'],
  ['重庆', '重庆市'],
  ['河北', '河北省'],
  ['山西', '山西省'],
  ['辽宁', '辽宁省'],
  ['吉林', '吉林省'],
  ['黑龙江', '黑龙江省'],
  ['江苏', '江苏省'],
  ['浙江', '浙江省'],
  ['安徽', '安徽省'],
  ['福建', '福建省'],
  ['江西', '江西省'],
  ['山东', '山东省'],
  ['河南', '河南省'],
  ['湖北', '湖北省'],
  ['湖南', '湖南省'],
  ['广东', '广东省'],
  ['海南', '海南省'],
  ['四川', '四川省'],
  ['贵州', '贵州省'],
  ['云南', '云南省'],
  ['陕西', '陕西省'],
  ['甘肃', '甘肃省'],
  ['青海', '青海省'],
  ['内蒙古', '内蒙古自治区'],
  ['广西', '广西壮族自治区'],
  ['西藏', '西藏自治区'],
  ['宁夏', '宁夏回族自治区'],
  ['新疆', '新疆维吾尔自治区'],
];
const MUNICIPALITIES = new Set(['北京市', '天津市', '上海市', '重庆市']);
export const CHINESE_PROVINCE = new RegExp(
  `(${CHINESE_PROVINCES.map(([short, full]) => `${full}|${short}(?:省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)?`).join('|')})`,
);

/** Mainland China: province, city, then district and street (line 1), a 6-digit postcode. */
export const CHINA_LAYOUT: ChineseLayout = {
  postcode: /(?<!\d)(\d{6})(?![\d号號室栋棟楼樓层層单單])/,
  storePostcode: (digits) => digits,
  region: CHINESE_PROVINCE,
  readPlaces: (province, after, draft) => {
    const full = CHINESE_PROVINCES.find(([short, long]) => province === long || province.startsWith(short));
    draft.state = full?.[1] ?? province;
    if (MUNICIPALITIES.has(draft.state)) {
      // 北京市朝阳区…: the municipality is the city too; 市辖区 may be written.
      draft.city = draft.state;
      return after.replace(/^(市辖区|市轄區)/, '');
    }
    const city = /^(\p{Script=Han}{1,7}?(?:自治州|地区|盟|市))/u.exec(after);
    if (!city?.[1]) return after;
    draft.city = city[1];
    return after.slice(city[1].length);
  },
};
