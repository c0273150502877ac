import { normaliseTaiwanPostcode } from '../postcodes.js';
import type { ChineseLayout } from './chinese-layout.js';

/** Taiwan's counties and special municipalities, as written with 臺 or 台. */
const TAIWAN_COUNTIES = [
  '臺北市',
  '新北市',
  '桃園市',
  '臺中市',
  '臺南市',
  '高雄市',
  '基隆市',
  '新竹市',
  '嘉義市',
  '新竹縣',
  '苗栗縣',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義縣',
  '屏東縣',
  '宜蘭縣',
  '花蓮縣',
  '臺東縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
];
export const TAIWAN_COUNTY = new RegExp(
  `(${TAIWAN_COUNTIES.flatMap((county) => [county, county.replace('臺', '台')])
    .filter((county, index, all) => all.indexOf(county) === index)
    .join('|')})`,
);

/** Taiwan: [postcode] county district street [name], in any order of the parts, with or without spaces. */
export const TAIWAN_LAYOUT: ChineseLayout = {
  postcode: /(?<!\d)(\d{6}|\d{5}|\d{3})(?![\d號号樓楼巷弄之段Ff-])/,
  storePostcode: normaliseTaiwanPostcode,
  region: TAIWAN_COUNTY,
  readPlaces: (county, after, draft) => {
    draft.state = county;
    const district = /^(\p{Script=Han}{1,3}?[區鄉鎮市])/u.exec(after);
    if (!district?.[1]) return after;
    draft.city = district[1];
    return after.slice(district[1].length);
  },
};
