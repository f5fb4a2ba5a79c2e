import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | null = null;
/**
 * The jieba segmenter with its default dictionary, shared by the offline assistant (search tokens) and the safety
 * gate (whether two characters are an everyday word). Loading the dictionary takes a few hundred ms, so it happens
 * once per process.
 */
export function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}
