import type { Trigger } from './content/load.js';

/*
 * How a trigger phrase is looked for in a question: whole, turned round (还是), or cut in two with a few words or the
 * asking between its parts. Thousands of phrases are tried for every question, so what can be made once per phrase
 * (its cuts, its turned-round form, its first and last characters) is made once.
 */

/** '二战还是调剂' says what '调剂还是二战' says: a phrase weighing two things, in the other order. */
const SWAPPED = new Map<string, string>();
export function swapped(key: string): string {
  // Asked of every phrase for every question: each phrase is turned round once.
  let out = SWAPPED.get(key);
  if (out === undefined) {
    const [a, b, ...rest] = key.split('还是');
    out = a && b && !rest.length ? `${b}还是${a}` : key;
    SWAPPED.set(key, out);
  }
  return out;
}

/** At most this many characters between a phrase's two parts, within one clause. */
export const LOOSE_GAP = 4;

interface Splits {
  first: string;
  last: string;
  /** Each way of cutting the phrase in two, head and tail. */
  parts: Array<[string, string]>;
}
const SPLITS = new Map<string, Splits | null>();
/** A phrase's cuts, made once: null for one too short to split, or with Latin letters or digits. */
function splitsOf(key: string): Splits | null {
  let splits = SPLITS.get(key);
  if (splits === undefined) {
    const chars = Array.from(key);
    splits =
      chars.length < 3 || /[a-z0-9]/.test(key)
        ? null
        : {
            first: chars[0]!,
            last: chars.at(-1)!,
            parts: chars.slice(1).map((_, i) => [chars.slice(0, i + 1).join(''), chars.slice(i + 1).join('')]),
          };
    SPLITS.set(key, splits);
  }
  return splits;
}

/**
 * Where a phrase of three or more characters occurs split in two by at most LOOSE_GAP characters that `between`
 * accepts: the first such split, -1 when nowhere.
 */
function splitIndex(text: string, key: string, between: (gap: string) => boolean): number {
  const splits = splitsOf(key);
  // Every phrase is tried for every question: most have a first or last character the question lacks.
  if (!splits || !text.includes(splits.first) || !text.includes(splits.last)) return -1;
  for (const [head, tail] of splits.parts) {
    for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + 1)) {
      // '有没有好一点的方向' asks whether there is one; it is not '没有方向' with words inserted.
      if (key.startsWith('没') && text[at - 1] === '有') continue;
      const from = at + head.length;
      const next = text.indexOf(tail, from);
      if (next > from && next - from <= LOOSE_GAP && between(text.slice(from, next))) return at;
    }
  }
  return -1;
}

/**
 * Where a phrase occurs with a few words inserted between two of its parts, as people write it ('找到一份好实习',
 * '简历到底怎么写'): within one clause, not negated.
 */
export const looseIndex = (text: string, key: string) => splitIndex(text, key, (gap) => !/[，。？！,.?!；;]/.test(gap));

/**
 * Where a phrase occurs split by nothing but the asking ('实习怎么转正' for 实习转正, '简历到底该怎么写' for 简历怎么写):
 * the question's words said around it, so the phrase is said as much as when written whole. Question words only: a
 * modal ('面试要注意') joins words that each may belong to another phrase.
 */
const ASKING_WORDS = /^(?:到底|究竟)?(?:怎么|怎样|如何|咋|能不能|要不要|该不该)$/u;
export const askedIndex = (text: string, key: string) => splitIndex(text, key, (gap) => ASKING_WORDS.test(gap));

/** Whether a phrase is said in the text, whole or split by nothing but the asking. */
export const saidIn = (text: string, key: string) => text.includes(key) || askedIndex(text, key) >= 0;

/** A phrase's first and last characters, and its turned-round form's first, to skip it where they are absent. */
interface Ends {
  first: string;
  last: string;
  swappedFirst: string;
}
const ENDS = new WeakMap<readonly Trigger[], Ends[]>();
export function endsOf(triggers: readonly Trigger[]): Ends[] {
  let ends = ENDS.get(triggers);
  if (!ends) {
    ends = triggers.map(({ key }) => {
      const chars = Array.from(key);
      return { first: chars[0] ?? '', last: chars.at(-1) ?? '', swappedFirst: Array.from(swapped(key))[0] ?? '' };
    });
    ENDS.set(triggers, ends);
  }
  return ends;
}
