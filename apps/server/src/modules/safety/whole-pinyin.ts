import { spokenOf } from './sound.js';

/**
 * A question typed wholly in pinyin with its syllables spaced ('bang wo xie yi pian bi ye lun wen'): the rules read
 * characters, and once the spaces are dropped a word's letters run into its neighbours', so no spelling is seen. Read
 * syllable by syllable, the rules' own words and the words of asking are put back as characters; what is left stays
 * letters. A sentence counts as pinyin only when every run of letters is a syllable, so English is never read so.
 */

/** A toneless pinyin syllable: an optional initial and a final (y and w as initials). */
const SYLLABLE =
  /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(iang|iong|uang|ueng|ang|eng|ing|ong|uai|uan|ian|iao|van|ai|ei|ao|ou|an|en|in|un|vn|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v)$/;

/**
 * Words of asking and of acts with their objects, besides the rules' own words: how, for me, someone else's, write,
 * buy, take, look, a piece, a graduation, a chat app, a password, whose record it is, a job's papers and an exam's answers.
 */
const ASKING = [
  '怎么',
  '如何',
  '怎样',
  '帮我',
  '教我',
  '给我',
  '替我',
  '别人',
  '他人',
  '哪里',
  '我想',
  '想要',
  '偷偷',
  '一篇',
  '一份',
  '毕业',
  '微信',
  '手机',
  '密码',
  '账号',
  '作文',
  '失业金',
  '老板',
  '同事',
  '邮箱',
  '补贴',
  '工资',
  '写',
  '做',
  '买',
  '卖',
  '偷',
  '盗',
  '骗',
  '查',
  '的',
  // Whom the record is of, and the papers a job issues made up (cha yi xia ta de, shou ru zheng ming kai jia de).
  '一下',
  '我',
  '自己',
  '他',
  '前女友',
  '前男友',
  '收入',
  '在职',
  '离职',
  '假的',
  '开',
  '社保',
  '基数',
  '工资条',
  '征信',
  // An exam's answers passed on (kao shi shi ba da an fa gei wo).
  '考试',
  '答案',
  '耳机',
  '发给我',
];

let spellings: Array<{ word: string; re: RegExp }> | null = null;
/** More syllables first, so 聊天记录 is read before a shorter word inside it. */
function spellingsOf(words: readonly string[]) {
  return (spellings ??= [...new Set([...words, ...ASKING])]
    .map((word) => ({ word, syllables: spokenOf(word) }))
    .sort((a, b) => b.syllables.length - a.syllables.length)
    .map(({ word, syllables }) => ({ word, re: new RegExp(`(?<![a-z])${syllables.join(' +')}(?![a-z])`, 'g') })));
}

/**
 * The text with the words read back when it is spaced pinyin of four syllables or more; else the text as it was.
 * `text` is lower case with its spaces kept; `words` are the rules' words (disguise-words.ts).
 */
export function readWholePinyin(text: string, words: readonly string[]): string {
  const runs = text.match(/[a-z]+/g) ?? [];
  if (runs.length < 4 || /\p{Script=Han}/u.test(text) || !runs.every((r) => SYLLABLE.test(r))) return text;
  // 谁 is typed as spoken, shei, as often as the dictionary's shui.
  let read = text.replace(/(?<![a-z])shei(?![a-z])/g, 'shui');
  for (const { word, re } of spellingsOf(words)) read = read.replace(re, word);
  return read;
}
