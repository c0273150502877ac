import { COUNTRY_ID } from '../reference/ids.js';
import { isValidMobile } from '../reference/phone.js';
import { ADDRESS_MAX_LENGTH, normaliseTaiwanPostcode } from './rules.js';

/**
 * smartAddress: a whole address pasted as one text (from a chat, an email, a shop's order page) read back
 * into the recipient's fields. Recognises Australian and other Latin-script layouts ("John Smith, 0412 345 678,
 * Unit 5, 12 George St, Sydney NSW 2000"), Taiwanese ("王小明 0912-345-678 100台北市中正區重慶南路一段122號")
 * and mainland Chinese ones ("张三 13812345678 广东省深圳市南山区科发路8号 518057"), with or without labels
 * such as 收货人： or Phone:. Pure: the places a postcode covers come from the caller (the server's data).
 */

export interface PlaceHint {
  suburb: string;
  city: string;
  state: string;
  stateCode: string | null;
}

export interface SmartAddressOptions {
  /** The country already chosen in the form, used when the text does not say. */
  countryId?: number | null | undefined;
  /** The places a postcode covers, or undefined when the country has no postcode data. */
  places?: (countryId: number, postcode: string) => readonly PlaceHint[] | undefined;
}

export interface ParsedAddress {
  country_id: number | null;
  first_name: string;
  last_name: string;
  phoneCode: string;
  contactNumber: string;
  email: string;
  state: string;
  /** The state's code when the text or the postcode data gave one (AU 'NSW'), for the server to find its id. */
  state_code: string | null;
  city: string;
  postcode: string;
  address: string;
  address2: string;
  unit_number: string;
  /** The fields found in the text. */
  recognised: string[];
}

/** The fields a pasted address can fill, in the order the form shows them. */
export const SMART_ADDRESS_FIELDS = [
  'country_id',
  'first_name',
  'last_name',
  'phoneCode',
  'contactNumber',
  'email',
  'state',
  'city',
  'postcode',
  'address',
  'address2',
  'unit_number',
] as const;

// ── Text clean-up ─────────────────────────────────────────────────────────────────────────

/** Full-width letters, digits and punctuation (common in Chinese input) as ASCII; Chinese list marks as commas. */
function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[、；;]/g, ',');
}

const LABEL =
  /(收货人|收件人|联系人|收貨人|聯絡人|姓名|手机号码|手机号|手机|联系电话|电话号码|电话|手機號碼|手機|聯絡電話|電話|所在地区|所在地區|详细地址|詳細地址|收货地址|收貨地址|地址|邮政编码|邮编|郵遞區號|郵編|邮箱|郵箱|電子郵件|e-?mail|name|recipient|receiver|phone|mobile|tel|address|post\s*code|zip\s*code|zip)\s*:/gi;

const EMAIL = /[^\s@,;:()]+@[^\s@,;:()]+\.[A-Za-z]{2,}/;

// ── Countries ─────────────────────────────────────────────────────────────────────────────

/** How a text names its country. Chinese names count only at the start or end of a part, where a country goes. */
const COUNTRY_NAMES: [number, RegExp][] = [
  [COUNTRY_ID.australia, /\baustralia\b|(?:^|[\s,])(澳大利亚|澳大利亞|澳洲)(?=$|[\s,])/i],
  [COUNTRY_ID.taiwan, /\btaiwan\b(?:\s*\(?r\.?o\.?c\.?\)?)?|(?:^|[\s,])(台湾|台灣|臺灣|中華民國)/i],
  [COUNTRY_ID.hongKong, /\bhong\s*kong\b(?:\s*sar\b)?/i],
  [COUNTRY_ID.malaysia, /\bmalaysia\b|(?:^|[\s,])(马来西亚|馬來西亞)(?=$|[\s,])/i],
  [COUNTRY_ID.singapore, /\bsingapore\b(?=\s*\d{6}|\s*$|\s*,|\s*\n)|(?:^|[\s,])新加坡(?=$|[\s,])/i],
  [COUNTRY_ID.china, /\b(?:p\.?\s?r\.?\s?)?china\b|(?:^|[\s,])(中国|中國|中华人民共和国)/i],
  [COUNTRY_ID.japan, /\bjapan\b|(?:^|[\s,])日本(?=$|[\s,])/i],
  [COUNTRY_ID.newZealand, /\bnew\s*zealand\b|(?:^|[\s,])(新西兰|紐西蘭)(?=$|[\s,])/i],
  [COUNTRY_ID.canada, /\bcanada\b|(?:^|[\s,])加拿大(?=$|[\s,])/i],
  [
    COUNTRY_ID.unitedStates,
    /\b(?:united\s*states(?:\s*of\s*america)?|u\.?s\.?a\.?)\b|(?:^|[\s,])(美国|美國)(?=$|[\s,])/i,
  ],
];

const AU_STATES: Record<string, string> = {
  NSW: 'new south wales',
  VIC: 'victoria',
  QLD: 'queensland',
  SA: 'south australia',
  WA: 'western australia',
  TAS: 'tasmania',
  NT: 'northern territory',
  ACT: 'australian capital territory',
};
const AU_STATE_NAMES = Object.entries(AU_STATES).flatMap(([code, name]) => [name.replace(/ /g, '\\s+'), code]);
const AU_STATE_POSTCODE = new RegExp(`\\b(${AU_STATE_NAMES.join('|')})\\b[\\s,]*(\\d{4})(?!\\d)`, 'i');

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
const TAIWAN_COUNTY = new RegExp(
  `(${TAIWAN_COUNTIES.flatMap((county) => [county, county.replace('臺', '台')])
    .filter((county, index, all) => all.indexOf(county) === index)
    .join('|')})`,
);

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
const CHINESE_PROVINCE = new RegExp(
  `(${CHINESE_PROVINCES.map(([short, full]) => `${full}|${short}(?:省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)?`).join('|')})`,
);

// ── Phones ────────────────────────────────────────────────────────────────────────────────

interface PhonePattern {
  country: number;
  code: string;
  pattern: RegExp;
  /** Local 8-digit numbers (Hong Kong, Singapore) only count when the country is known from elsewhere. */
  hintOnly?: boolean;
}

const NOT_AFTER = '(?<![\\d+])';
const NOT_BEFORE = '(?!\\d)';
const SEP = '[\\s-]?';
const phone = (country: number, code: string, body: string, hintOnly = false): PhonePattern => ({
  country,
  code,
  pattern: new RegExp(`${NOT_AFTER}${body}${NOT_BEFORE}`, 'g'),
  hintOnly,
});

const PHONE_PATTERNS: PhonePattern[] = [
  phone(COUNTRY_ID.australia, '61', `(?:\\+61${SEP}(?:\\(0\\))?|0061${SEP}|0)4\\d{2}${SEP}\\d{3}${SEP}\\d{3}`),
  phone(COUNTRY_ID.taiwan, '886', `(?:\\+886${SEP}|00886${SEP}|0)9\\d{2}${SEP}\\d{3}${SEP}\\d{3}`),
  phone(COUNTRY_ID.china, '86', `(?:\\+86${SEP}|0086${SEP})?1[3-9]\\d${SEP}\\d{4}${SEP}\\d{4}`),
  phone(COUNTRY_ID.malaysia, '60', `(?:\\+60${SEP}|0060${SEP}|0)1\\d${SEP}\\d{3,4}${SEP}\\d{4}`),
  phone(COUNTRY_ID.hongKong, '852', `(?:\\+852|00852)${SEP}[569]\\d{3}${SEP}\\d{4}`),
  phone(COUNTRY_ID.singapore, '65', `(?:\\+65|0065)${SEP}[89]\\d{3}${SEP}\\d{4}`),
  phone(COUNTRY_ID.hongKong, '852', `[569]\\d{3}${SEP}\\d{4}`, true),
  phone(COUNTRY_ID.singapore, '65', `[89]\\d{3}${SEP}\\d{4}`, true),
];

interface FoundPhone {
  country: number;
  code: string;
  number: string;
  index: number;
  text: string;
}

function findPhone(text: string, country: number | null): FoundPhone | null {
  const found: FoundPhone[] = [];
  for (const candidate of PHONE_PATTERNS) {
    if (candidate.hintOnly && candidate.country !== country) continue;
    for (const match of text.matchAll(candidate.pattern)) {
      const digits = match[0].replace(/[\s\-()]/g, '');
      const local = digits.replace(new RegExp(`^(\\+|00)${candidate.code}`), '').replace(/^0/, '');
      if (!isValidMobile(candidate.country, local)) continue;
      found.push({
        country: candidate.country,
        code: candidate.code,
        number: local,
        index: match.index,
        text: match[0],
      });
    }
  }
  if (found.length === 0) return null;
  return found.find((entry) => entry.country === country) ?? found.sort((a, b) => a.index - b.index)[0] ?? null;
}

// ── Names ─────────────────────────────────────────────────────────────────────────────────

const COMPOUND_SURNAMES = [
  '欧阳',
  '歐陽',
  '司马',
  '司馬',
  '诸葛',
  '諸葛',
  '上官',
  '东方',
  '東方',
  '皇甫',
  '尉迟',
  '尉遲',
  '公孙',
  '公孫',
  '慕容',
  '令狐',
  '夏侯',
  '长孙',
  '長孫',
  '司徒',
  '端木',
  '张简',
  '張簡',
  '范姜',
];

/** A Chinese name is family name first: 王小明 → last 王, first 小明 (compound family names kept whole). */
function splitChineseName(name: string): { first: string; last: string } {
  const surname = COMPOUND_SURNAMES.find((compound) => name.startsWith(compound) && name.length > compound.length);
  const length = surname ? surname.length : 1;
  return { last: name.slice(0, length), first: name.slice(length) };
}

/** A Latin name is given names first: "Mary Jane Watson" → first "Mary Jane", last "Watson". */
function splitLatinName(name: string): { first: string; last: string } {
  const words = name.split(/\s+/);
  if (words.length === 1) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}

const STREET_WORDS =
  /\b(street|st|road|rd|avenue|ave|drive|dr|lane|ln|way|place|pl|court|ct|crescent|cres|parade|pde|highway|hwy|close|terrace|tce|boulevard|blvd|circuit|cct|unit|apt|apartment|flat|suite|level|lot|po|box|jalan|jln|lorong|taman|block|blk)\b/i;
const LATIN_NAME = /^[A-Za-z][A-Za-z'.-]*(?:\s+[A-Za-z][A-Za-z'.-]*){1,3}$/;
const HAN_NAME = /^\p{Script=Han}{2,4}$/u;

// ── Parsing ───────────────────────────────────────────────────────────────────────────────

interface Draft {
  country_id: number | null;
  name: { first: string; last: string } | null;
  phoneCode: string;
  contactNumber: string;
  email: string;
  state: string;
  state_code: string | null;
  city: string;
  postcode: string;
  address: string[];
  unit_number: string;
}

function detectCountry(text: string): number | null {
  for (const [country, pattern] of COUNTRY_NAMES) if (pattern.test(text)) return country;
  if (AU_STATE_POSTCODE.test(text)) return COUNTRY_ID.australia;
  if (TAIWAN_COUNTY.test(text)) return COUNTRY_ID.taiwan;
  if (CHINESE_PROVINCE.test(text) && /\p{Script=Han}{2,}(市|区|县)/u.test(text)) return COUNTRY_ID.china;
  return null;
}

function removeCountryNames(text: string): string {
  return COUNTRY_NAMES.reduce((rest, [, pattern]) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), text);
}

/** Parts of a text: its lines and comma-separated pieces, trimmed, without empties. */
function parts(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '' && !/^[-–—:.]+$/.test(part));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The longest place name of the postcode found in the text (as a whole word), and the text without it. */
function placeInText(
  text: string,
  places: readonly PlaceHint[],
): { place: PlaceHint; name: string; rest: string } | null {
  const names = places
    .flatMap((place) => [place.suburb, place.city].filter(Boolean).map((name) => ({ place, name })))
    .sort((a, b) => b.name.length - a.name.length);
  for (const candidate of names) {
    const latin = /^[\x20-\x7e]+$/.test(candidate.name);
    const pattern = new RegExp(latin ? `\\b${escapeRegExp(candidate.name)}\\b` : escapeRegExp(candidate.name), 'i');
    const match = pattern.exec(text);
    if (!match) continue;
    // Keep the last occurrence: the suburb comes after the street ("12 Sydney Rd, Manly").
    let index = match.index;
    for (let next = text.slice(index + 1).search(pattern); next !== -1; next = text.slice(index + 1).search(pattern))
      index += next + 1;
    return {
      place: candidate.place,
      name: candidate.name,
      rest: `${text.slice(0, index)} ${text.slice(index + match[0].length)}`,
    };
  }
  return null;
}

const POSTCODE_PATTERNS: Record<number, RegExp> = {
  [COUNTRY_ID.newZealand]: /(?<![\d/-])\d{4}(?![\d/-])/g,
  [COUNTRY_ID.malaysia]: /(?<![\d/-])\d{5}(?![\d/-])/g,
  [COUNTRY_ID.singapore]: /(?<![\d/-])\d{6}(?![\d/-])/g,
  [COUNTRY_ID.japan]: /(?<![\d/-])\d{3}-?\d{4}(?![\d/-])/g,
  [COUNTRY_ID.unitedStates]: /(?<![\d/-])\d{5}(?:-\d{4})?(?![\d/-])/g,
  [COUNTRY_ID.canada]: /\b[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d\b/g,
  [COUNTRY_ID.australia]: /(?<![\d/-])\d{4}(?![\d/-])/g,
};

/** Names, units and street lines from the parts of a Latin-script address that are left. */
function readLatinParts(rest: string[], draft: Draft): void {
  const address: string[] = [];
  for (const raw of rest) {
    let part = raw;
    if (!draft.name && !/\d/.test(part) && LATIN_NAME.test(part) && !STREET_WORDS.test(part)) {
      draft.name = splitLatinName(part);
      continue;
    }
    // "John Smith 12 George Street", "Mary Watson Unit 5": the leading words up to a number or a street word.
    if (!draft.name) {
      const words = part.split(' ');
      const leading: string[] = [];
      for (const word of words) {
        if (!/^[A-Za-z][A-Za-z'.-]*$/.test(word) || STREET_WORDS.test(word)) break;
        leading.push(word);
      }
      if (leading.length >= 2 && leading.length <= 4 && leading.length < words.length) {
        draft.name = splitLatinName(leading.join(' '));
        part = words.slice(leading.length).join(' ');
      }
    }
    const unit = /^(?:unit|apt|apartment|flat|suite)\s*([\w-]+)\s*(.*)$/i.exec(part);
    if (unit?.[1] && !draft.unit_number) {
      draft.unit_number = unit[1];
      part = unit[2] ?? '';
    }
    // "5/12 George St" is unit 5 at number 12.
    const slash = /^(\w{1,5})\s*\/\s*(\d.*)$/.exec(part);
    if (slash?.[1] && slash[2] && !draft.unit_number) {
      draft.unit_number = slash[1];
      part = slash[2];
    }
    if (part.trim()) address.push(part.trim());
  }
  draft.address = address;
}

function parseLatin(text: string, draft: Draft, options: SmartAddressOptions): void {
  const country = draft.country_id;
  let rest = text;
  let beforePostcode: string | null = null;
  /** What follows the postcode on its line: the city where it comes after ("50450 Kuala Lumpur"). */
  let afterPostcode = '';

  if (country === COUNTRY_ID.australia) {
    const match = AU_STATE_POSTCODE.exec(rest);
    if (match?.[1] && match[2]) {
      const written = match[1].toLowerCase().replace(/\s+/g, ' ');
      const code = Object.entries(AU_STATES).find(
        ([key, name]) => key.toLowerCase() === written || name === written,
      )?.[0];
      draft.state_code = code ?? null;
      draft.state = code ?? match[1];
      draft.postcode = match[2];
      beforePostcode = rest.slice(0, match.index);
      rest = `${beforePostcode}\n${rest.slice(match.index + match[0].length)}`;
    }
  }
  const postcodePattern = country === null ? undefined : POSTCODE_PATTERNS[country];
  if (!draft.postcode && postcodePattern) {
    const matches = [...rest.matchAll(postcodePattern)];
    const last = matches.at(-1);
    if (last) {
      draft.postcode = last[0];
      beforePostcode = rest.slice(0, last.index);
      const after = rest.slice(last.index + last[0].length);
      afterPostcode = /^[^\n,]*/.exec(after)?.[0].trim() ?? '';
      rest = `${beforePostcode}\n${after}`;
    }
  }

  const places = country !== null && draft.postcode ? options.places?.(country, draft.postcode) : undefined;
  const found = places && places.length > 0 ? placeInText(rest, places) : null;
  if (found) {
    draft.city = found.name;
    rest = found.rest;
    if (!draft.state) {
      draft.state = found.place.stateCode ?? found.place.state;
      draft.state_code = found.place.stateCode;
    }
  } else if (
    afterPostcode &&
    !places?.length &&
    /^[A-Za-z][A-Za-z' .-]*$/.test(afterPostcode) &&
    afterPostcode.split(' ').length <= 4
  ) {
    draft.city = afterPostcode;
    rest = rest.replace(afterPostcode, ' ');
  } else if (beforePostcode !== null && !places?.length) {
    // No data to check against: the suburb is the last piece before the state and postcode.
    const pieces = parts(beforePostcode);
    const last = pieces.at(-1) ?? '';
    const suburb =
      pieces.length > 1 && !/\d/.test(last) && last.split(' ').length <= 3 ? last : (last.split(' ').at(-1) ?? '');
    if (suburb && !/\d/.test(suburb)) {
      draft.city = suburb;
      const at = beforePostcode.lastIndexOf(suburb);
      rest = `${beforePostcode.slice(0, at)}\n${rest.slice(beforePostcode.length)}`;
    }
  } else if (places && places.length === 1 && places[0]) {
    // The postcode names one place only, though the text did not.
    draft.city = places[0].suburb || places[0].city;
    draft.state ||= places[0].stateCode ?? places[0].state;
    draft.state_code ??= places[0].stateCode;
  }
  readLatinParts(parts(rest), draft);
}

/**
 * How a Chinese-script address reads: a postcode somewhere, a region (Taiwan county, mainland province) that starts
 * the address part, the places after it, then the street; the name is a 2–4 character part on its own.
 */
interface ChineseLayout {
  /** The postcode, as capture group 1. */
  postcode: RegExp;
  storePostcode: (digits: string) => string;
  /** The region, as capture group 1. */
  region: RegExp;
  /** Reads the state and city from the region and what follows it; answers the street that is left. */
  readPlaces: (region: string, after: string, draft: Draft) => string;
}

/** Taiwan: [postcode] county district street [name], in any order of the parts, with or without spaces. */
const TAIWAN_LAYOUT: ChineseLayout = {
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

/** Mainland China: province, city, then district and street (line 1), a 6-digit postcode. */
const CHINA_LAYOUT: ChineseLayout = {
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

function parseChineseLayout(text: string, draft: Draft, layout: ChineseLayout): void {
  let rest = text;
  const postcode = layout.postcode.exec(rest);
  if (postcode?.[1]) {
    draft.postcode = layout.storePostcode(postcode[1]);
    rest = `${rest.slice(0, postcode.index)} ${rest.slice(postcode.index + postcode[0].length)}`;
  }
  const tokens = rest.split(/[\s,]+/).filter(Boolean);
  const addressIndex = tokens.findIndex((token) => layout.region.test(token));
  const names: string[] = [];
  tokens.forEach((token, index) => {
    if (index === addressIndex) return;
    const nameLike = HAN_NAME.test(token) || LATIN_NAME.test(token);
    // Parts after the address that are not a name continue it ("5樓", "B1").
    if (addressIndex !== -1 && index > addressIndex && !nameLike) draft.address.push(token);
    else names.push(token);
  });
  if (addressIndex !== -1) {
    let address = tokens[addressIndex] ?? '';
    const region = layout.region.exec(address);
    if (region?.[1]) {
      // A name written straight before the region: 王小明台北市…
      const before = address.slice(0, region.index);
      if (before && HAN_NAME.test(before)) names.unshift(before);
      address = layout.readPlaces(region[1], address.slice(region.index + region[1].length), draft);
    }
    draft.address.unshift(address);
  }
  const name = names.find((token) => HAN_NAME.test(token));
  if (name) draft.name = splitChineseName(name);
  else if (names[0] && LATIN_NAME.test(names.join(' '))) draft.name = splitLatinName(names.join(' '));
}

/** Street lines of at most 60 characters: the first parts fill line 1, the rest line 2. */
function addressLines(lines: string[]): { address: string; address2: string } {
  const joiner = lines.some((line) => /\p{Script=Han}/u.test(line)) ? '' : ', ';
  let address = '';
  const overflow: string[] = [];
  for (const line of lines) {
    const next = address ? `${address}${joiner}${line}` : line;
    if (overflow.length === 0 && [...next].length <= ADDRESS_MAX_LENGTH) address = next;
    else overflow.push(line);
  }
  return { address: address || (overflow.shift() ?? ''), address2: overflow.join(joiner) };
}

/** Reads the recipient's fields out of a pasted address. Fields it cannot find are left empty. */
export function parseAddressText(input: string, options: SmartAddressOptions = {}): ParsedAddress {
  let text = halfWidth(input).replace(LABEL, '\n');
  const detected = detectCountry(text);
  const draft: Draft = {
    country_id: detected,
    name: null,
    phoneCode: '',
    contactNumber: '',
    email: '',
    state: '',
    state_code: null,
    city: '',
    postcode: '',
    address: [],
    unit_number: '',
  };

  const email = EMAIL.exec(text);
  if (email) {
    draft.email = email[0].toLowerCase();
    text = text.replace(email[0], ' ');
  }
  // The text's own words say the country best, then its phone number, then the form's choice.
  const found = findPhone(text, detected ?? options.countryId ?? null);
  if (found) {
    draft.phoneCode = found.code;
    draft.contactNumber = found.number;
    text = text.replace(found.text, ' ');
  }
  draft.country_id = detected ?? found?.country ?? options.countryId ?? null;
  text = removeCountryNames(text);

  if (draft.country_id === COUNTRY_ID.taiwan) parseChineseLayout(text, draft, TAIWAN_LAYOUT);
  else if (draft.country_id === COUNTRY_ID.china) parseChineseLayout(text, draft, CHINA_LAYOUT);
  else parseLatin(text, draft, options);

  const { address, address2 } = addressLines(draft.address.filter(Boolean));
  const parsed: ParsedAddress = {
    country_id: draft.country_id,
    first_name: draft.name?.first ?? '',
    last_name: draft.name?.last ?? '',
    phoneCode: draft.phoneCode,
    contactNumber: draft.contactNumber,
    email: draft.email,
    state: draft.state,
    state_code: draft.state_code,
    city: draft.city,
    postcode: draft.postcode,
    address,
    address2,
    unit_number: draft.unit_number,
    recognised: [],
  };
  parsed.recognised = SMART_ADDRESS_FIELDS.filter((field) => parsed[field] !== '' && parsed[field] !== null);
  // A name, a country or a line of words is no address: a phone, a place or a numbered street must be there.
  const PLACE_FIELDS = ['contactNumber', 'state', 'city', 'postcode'];
  const numbered = /[0-9]|\p{Script=Han}.*[号號]/u.test(parsed.address);
  if (!numbered && !parsed.recognised.some((field) => PLACE_FIELDS.includes(field))) parsed.recognised = [];
  return parsed;
}
