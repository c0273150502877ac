/**
 * Code 128 (ISO/IEC 15417) for parcel labels: printable ASCII in code set B, runs of four or more digits in code
 * set C (two digits a symbol, so a long numeric tracking number prints half as wide). Pure: text in, symbol values
 * and bar/space widths out; the PDF draws the widths.
 */

/** Bar, space, bar, space, bar, space widths (in modules) of symbol values 0–105; 106 is the stop (7 elements). */
// biome-ignore format: ten a row, as the standard prints the table
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** Whether Code 128 set B can carry the text (printable ASCII, space to tilde). */
export function isCode128Text(text: string): boolean {
  return text.length > 0 && /^[\x20-\x7e]+$/.test(text);
}

/** The symbol values of `text`: start, data (with code-set switches), checksum, stop. */
export function code128Values(text: string): number[] {
  if (!isCode128Text(text)) throw new RangeError('Code 128 takes printable ASCII only');
  const data: number[] = [];
  let set: 'B' | 'C' | undefined;
  let i = 0;
  while (i < text.length) {
    let run = 0;
    while (i + run < text.length && /\d/.test(text.charAt(i + run))) run += 1;
    // Set C pays off for four digits or more (or the whole text when it is an even run of two).
    const wholeText = i === 0 && run === text.length && run % 2 === 0;
    if (run >= 4 || wholeText) {
      if (run % 2 === 1) {
        // The odd digit goes first in set B, so the run in C ends where the digits end.
        if (set !== 'B') data.push(set === undefined ? START_B : CODE_B);
        set = 'B';
        data.push(text.charCodeAt(i) - 32);
        i += 1;
        run -= 1;
      }
      if (set !== 'C') data.push(set === undefined ? START_C : CODE_C);
      set = 'C';
      for (let end = i + run; i < end; i += 2) data.push(Number(text.slice(i, i + 2)));
      continue;
    }
    if (set !== 'B') data.push(set === undefined ? START_B : CODE_B);
    set = 'B';
    const chunk = Math.max(run, 1);
    for (let end = i + chunk; i < end; i += 1) data.push(text.charCodeAt(i) - 32);
  }
  const checksum = data.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...data, checksum, STOP];
}

/** The element widths (bar first, alternating with spaces) of the whole symbol, without quiet zones. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] ?? '')].map(Number));
}

/** The symbol as modules: '1' a bar module, '0' a space module (what a scanner reads, for tests and drawing). */
export function code128Modules(text: string): string {
  return code128Widths(text)
    .map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width))
    .join('');
}
