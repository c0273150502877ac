import { normaliseTaiwanPostcode } from '../postcodes.js';
import type { ChineseLayout } from './chinese-layout.js';
import type { Draft, PlaceHint } from './types.js';

/** Taiwan's counties and special municipalities, as written with 臺. */
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

/** The characters of the county names that Simplified Chinese (and everyday writing, 台) writes otherwise. */
const SIMPLER: Record<string, string> = {
  臺: '台',
  縣: '县',
  園: '园',
  義: '义',
  雲: '云',
  東: '东',
  蘭: '兰',
  蓮: '莲',
  門: '门',
  連: '连',
};
const simpler = (text: string) => [...text].map((character) => SIMPLER[character] ?? character).join('');

/** 臺北市 as written 台北市 or, in Simplified, 台北市; 桃園市 as 桃园市; 雲林縣 as 云林县. */
export const TAIWAN_COUNTY = new RegExp(
  `(${TAIWAN_COUNTIES.flatMap((county) => [county, county.replace('臺', '台'), simpler(county)])
    .filter((county, index, all) => all.indexOf(county) === index)
    .join('|')})`,
);

/** A township, district or county-level city after the county, in Traditional or Simplified: 中正區, 中正区, 竹北市. */
const DISTRICT = /^(\p{Script=Han}{1,3}?[區区鄉乡鎮镇市])/u;

/** Taiwan: [postcode] county district street [name], in any order of the parts, with or without spaces. */
export const TAIWAN_LAYOUT: ChineseLayout = {
  postcode: /(?<!\d)(\d{6}|\d{5}|\d{3})(?![\d號号樓楼巷弄之段Ff-])/,
  storePostcode: normaliseTaiwanPostcode,
  region: TAIWAN_COUNTY,
  continuesRegion: DISTRICT,
  readPlaces: (county, after, draft) => {
    draft.state = county;
    const district = DISTRICT.exec(after);
    if (!district?.[1]) return after;
    draft.city = district[1];
    return after.slice(district[1].length);
  },
};

/**
 * A 3-digit zip area is not a postcode the address book can keep (6 digits, SPEC §5; a street's last 3 are not in
 * the data): it is kept apart for the customer to complete, and its district and county fill the places the text
 * left out.
 */
export function readTaiwanZipArea(
  draft: Draft,
  places: ((countryId: number, postcode: string) => readonly PlaceHint[] | undefined) | undefined,
  countryId: number,
): void {
  if (!/^\d{3}$/.test(draft.postcode)) return;
  draft.postcode_area = draft.postcode;
  draft.postcode = '';
  const place = places?.(countryId, draft.postcode_area)?.find((hint) => /\p{Script=Han}/u.test(hint.city));
  if (!place) return;
  if (!draft.city) draft.city = place.city;
  if (!draft.state) draft.state = place.state;
}
