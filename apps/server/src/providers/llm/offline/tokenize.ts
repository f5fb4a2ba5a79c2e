import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | null = null;
/** Loading the dictionary takes a few hundred ms, so it happens once per process. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** Question words and fillers that say nothing about the topic. */
const STOP_WORDS = new Set(
  (
    '什么 怎么 怎样 如何 为什么 可以 应该 需要 我们 你们 他们 自己 还是 一个 一些 哪些 哪个 这个 那个 这些 那些 ' +
    '现在 以后 因为 所以 如果 的话 问题 知道 想要 觉得 推荐 建议 关于 一下 有没有 是不是 能不能 适合 比较 ' +
    '多少 时候 怎么办 请问 谢谢 您好 你好 帮忙 帮我 告诉 了解 介绍 具体 方面 情况 主要 相关 以及 或者 而且 ' +
    '并且 进行 通过 负责 工作 从事 能够 包括 根据 职业 专业 怎么样 岗位 就业 前景 行业 方向 哪些 相关 the and for'
  ).split(/\s+/),
);

/** Search-mode segmentation (a long word also yields its parts), lower-cased, without stop words and single characters. */
export function tokenize(text: string): string[] {
  return segmenter()
    .cutForSearch(text.toLowerCase(), true)
    .filter((t) => t.length >= 2 && !STOP_WORDS.has(t) && /[\p{L}\p{N}]/u.test(t));
}

/** Plain segmentation, for counting tokens of a text. */
export function countTokens(text: string): number {
  return segmenter()
    .cut(text, false)
    .filter((t) => t.trim()).length;
}
