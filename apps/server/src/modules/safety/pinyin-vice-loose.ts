import { spokenOf } from './sound.js';

/**
 * Drug and gambling names typed in pinyin the way people loosely type it, which the exact spellings of
 * whole-pinyin.ts miss: letters spelled one by one (d u b o, d.u.b.o), a syllable said as southern speakers say it
 * (bin du for bing du, hai nuo yin, du can, wan du, yao tou wang: flat and retroflex initials, n and l, front and back
 * nasals alike), and a name spelled among English words (which du bo app, buy bing du).
 */

/**
 * Letters typed one at a time with a space or a mark between (d u b o, d.u.b.o, b-i-n-g): three or more joined into
 * one run, which is then cut into syllables like any other. A run of single letters is no English word either.
 */
const SPELLED_LETTERS = /(?<![a-z])[a-z](?:[ .\-_·*/|]+[a-z](?![a-z])){2,}/g;
export const joinSpelledLetters = (text: string) => text.replace(SPELLED_LETTERS, (m) => m.replace(/[^a-z]/g, ''));

/**
 * The names loosened: each a drug's or gambling's own name, no two syllables of which, loosened by one sound, are an
 * everyday word a career question types (bing du itself is left to the exact reading, as it is also 病毒; 大麻 and
 * 笑气 are everyday syllables, da ma and xiao qi, read only beside a getting: pinyin-vice-words.ts).
 */
const LOOSE_PRONE = ['冰毒', '海洛因', '摇头丸', '赌场', '网赌', '毒品', '博彩', '赌博', '赌球', '上头烟', '麻古'];

/** The spellings one syllable is heard as: zh/z, ch/c, sh/s, n/l, and -ng/-n after a, e or i. */
function heardAs(syllable: string): string[] {
  const initial = /^(zh|ch|sh|z|c|s|n|l)?(.*)$/.exec(syllable)!;
  const [head = '', rest = ''] = [initial[1], initial[2]];
  const heads =
    head === ''
      ? ['']
      : ({ zh: ['zh', 'z'], z: ['z', 'zh'], ch: ['ch', 'c'], c: ['c', 'ch'], sh: ['sh', 's'], s: ['s', 'sh'] }[head] ??
        (head === 'n' || head === 'l' ? ['n', 'l'] : [head]));
  const nasal = /^(.*[aei])(ng|n)$/.exec(rest);
  const rests = nasal ? [`${nasal[1]}ng`, `${nasal[1]}n`] : [rest];
  return heads.flatMap((h) => rests.map((r) => h + r));
}

/**
 * Betting games' initials typed among pinyin syllables (bjl zen me wan bi ying, qp you xi shang fen, ssc zen me wan):
 * read as the game; no syllable. pk (pk10, a fast lottery) and k (da k, ketamine) are kept as typed, so the syllables
 * beside them are still read; whole-pinyin.ts reads da k as 打k.
 */
export const INITIALS_AMONG: ReadonlyMap<string, string> = new Map([
  ['bjl', '百家乐'],
  ['lhc', '六合彩'],
  ['qp', '棋牌'],
  ['ssc', '时时彩'],
  ['pk', 'pk'],
  ['k', 'k'],
]);

let loose: Array<{ word: string; re: RegExp }> | null = null;
/**
 * Each name with one of its syllables loosened (only one: two loosened at once reach everyday words), the exact
 * spelling left to the exact reading. Built once.
 */
function looseSpellings() {
  return (loose ??= LOOSE_PRONE.flatMap((word) => {
    const syllables = spokenOf(word);
    return syllables.flatMap((exact, i) =>
      heardAs(exact)
        .filter((s) => s !== exact)
        .map((s) => ({
          word,
          re: new RegExp(`(?<![a-z])${syllables.map((x, j) => (j === i ? s : x)).join(' +')}(?![a-z])`, 'g'),
        })),
    );
  }));
}

/** Spaced syllables with the loosely typed names read back as characters. */
export const readLooseNames = (spaced: string) =>
  looseSpellings().reduce((t, { word, re }) => t.replace(re, word), spaced);

/**
 * A name spelled in pinyin among English words (which du bo app can win real money, how to buy da ma in China): the
 * sentence cuts into no syllables, so whole-pinyin.ts leaves it; read where the English asks to get, use or bet.
 */
const AMONG_ENGLISH: ReadonlyArray<[string, string]> = [
  ['du ?bo', '赌博'],
  ['wang ?du', '网赌'],
  ['du ?qiu', '赌球'],
  ['du ?chang', '赌场'],
  ['bo ?cai', '博彩'],
  ['bai ?jia ?le', '百家乐'],
  ['liu ?he ?cai', '六合彩'],
  ['bing ?du', '冰毒'],
  ['da ?ma', '大麻'],
  ['du ?pin', '毒品'],
  ['hai ?luo ?yin', '海洛因'],
  ['yao ?tou ?wan', '摇头丸'],
  ['k ?fen', 'k粉'],
];
const ENGLISH_ASK =
  /\b(buy|buying|get|sell|selling|smoke|smoking|take|try|find|where|win|winning|bet|betting|gamble|app|site|website|platform|online|money|dealer|supplier|recommend)\b/;
const namesAmongEnglish = AMONG_ENGLISH.map(([spelled, word]): [RegExp, string] => [
  new RegExp(`\\b${spelled}\\b`, 'g'),
  ` ${word} `,
]);
export function readNamesAmongEnglish(text: string): string {
  if (!ENGLISH_ASK.test(text)) return text;
  return namesAmongEnglish.reduce((t, [re, word]) => t.replace(re, word), text);
}
