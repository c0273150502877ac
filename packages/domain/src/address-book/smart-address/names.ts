/** Recipient names as Chinese (family name first) and Latin (given names first) texts write them. */

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
export function splitChineseName(name: string): { first: string; last: string } {
  const surname = COMPOUND_SURNAMES.find((compound) => name.startsWith(compound) && name.length > compound.length);
  const length = surname ? surname.length : 1;
  return { last: name.slice(0, length), first: name.slice(length) };
}

/** A Latin name is given names first: "Mary Jane Watson" → first "Mary Jane", last "Watson". */
export function splitLatinName(name: string): { first: string; last: string } {
  const words = name.split(/\s+/);
  if (words.length === 1) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}

export const LATIN_NAME = /^[A-Za-z][A-Za-z'.-]*(?:\s+[A-Za-z][A-Za-z'.-]*){1,3}$/;
export const HAN_NAME = /^\p{Script=Han}{2,4}$/u;
