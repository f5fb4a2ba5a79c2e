/**
 * Counts written in Chinese numerals or half in digits (三十粒, 十八楼, 3十片, 二十万) read as digits, so the rules
 * that weigh an amount or a height ([0-9]+片, [0-9]+楼) read them however they are typed. Only counts of ten or
 * more, written with 十, 百 or 千 and followed by a measure: a bare 一 or 三 is as often a word's character (一瓶
 * is a whole bottle to the rules, 三思 no count), and a run without a measure is as often a name (十三行).
 */
const DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const POWER: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
/** The measures an amount or a height is asked in. */
const MEASURE = '(?=楼|层|米|片|粒|颗|瓶|盒|板|克|毫克|毫升|万|千块|块|元|次|岁|天|个)';
const COUNT = new RegExp(`[零〇一二两三四五六七八九0-9]*[十百千][零〇一二两三四五六七八九十百千0-9]*${MEASURE}`, 'gu');

/** A count's value: digits and numerals each a digit, 十 百 千 multiplying the digit before them (or one). */
function valueOf(count: string): number | null {
  let total = 0;
  let digit: number | null = null;
  for (const ch of count) {
    const power = POWER[ch];
    if (power !== undefined) {
      total += (digit ?? 1) * power;
      digit = null;
    } else {
      const d = /[0-9]/.test(ch) ? Number(ch) : DIGIT[ch];
      if (d === undefined) return null;
      // Two digits in a row (二三十) are a range, not one number: left as written.
      if (digit !== null && digit !== 0) return null;
      digit = d;
    }
  }
  return total + (digit ?? 0);
}

export function arabicCounts(normalized: string): string {
  if (!/[十百千]/.test(normalized)) return normalized;
  return normalized.replace(COUNT, (m) => {
    const v = valueOf(m);
    return v === null ? m : String(v);
  });
}
