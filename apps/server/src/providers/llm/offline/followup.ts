import { RiasecNames } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import { readResult } from './result.js';
import type { Part } from './parts.js';
import { LETTER_STORY, relevance } from './parts.js';
import { substantialLines } from './dialogue.js';
import type { Reading } from './understand.js';

/*
 * What a follow-up needs beyond the answer's body: the position asked for again ('那我到底选哪个'), a point of the
 * previous answer explained ('第三点什么意思'), more on a subject whose entry was said in full, and the care
 * carried on after a turn declined for distress.
 */

/** Asking to be told which one ('那我该选哪个', '到底选哪个', '你帮我选一个'). */
const ASKS_TO_CHOOSE = /哪个|哪一个|选哪|该选|怎么选|帮我选|选一个|到底选|更好一些|更适合我/;

/**
 * The position taken again in other words, when the body's position line was left out as said before: a follow-up
 * asking to choose is answered with the choice first, and with what would turn it.
 */
export function positionAgain(parts: readonly Part[], shown: string, question: string): string | null {
  if (!ASKS_TO_CHOOSE.test(question) || /我更建议你选|\*\*我的倾向\*\*/u.test(shown)) return null;
  for (const line of parts.flatMap((p) => p.lines)) {
    const two = /^\*\*在(.+?)和(.+?)之间，我更建议你选(.+?)\*\*。(.*)$/u.exec(line);
    if (two) {
      const [, a, b, picked, why] = two;
      const other = picked === a ? b : a;
      return [
        `**一句话：我还是建议你选${picked}**。${why!.replace(/^你没有说特别的限制，/u, '')}`,
        `什么时候该反过来选${other}：${other}那边给的东西（稳定、离家近、收入或你更喜欢的工作内容）正是你眼下最缺、最在意的时候。拿不准就把两边在你最在意的三件事上各打个分，分高的那边就是答案。`,
      ].join('\n\n');
    }
    const one = /^\*\*我更建议你选(.+?)\*\*。(.*)$/u.exec(line) ?? /^\*\*我的倾向\*\*：(.+)$/u.exec(line);
    if (one)
      return `**一句话：我还是建议${one[2] ? `你选${one[1]}` : `这样做：${one[1]}`}**${one[2] ? `。${one[2]}` : ''}`;
  }
  return null;
}

const ORDINAL: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
/**
 * '刚才说的第三点什么意思', '第二条能解释一下吗', '最后一点没懂', '倒数第二条': a point of the previous answer asked
 * about, by its place from the start or, counted as students do with a list they just read, from the end.
 */
const ASKS_POINT = /(倒数\s*)?第\s*([一二两三四五六七八1-8])\s*(?:点|条|句)|(?:最后|最末)(?:那|这)?一?\s*(?:点|条|句)/u;

/** The place a question points at (1-based, negative from the end) and how the answer names it back. */
function pointPlace(question: string): { n: number; said: string } | null {
  const m = ASKS_POINT.exec(question);
  if (!m) return null;
  if (!m[2]) return { n: -1, said: '最后一点' };
  const k = ORDINAL[m[2]] ?? Number(m[2]);
  return m[1] ? { n: -k, said: `倒数第${k}点` } : { n: k, said: `第${k}点` };
}
const ASKS_MEANING = /什么意思|啥意思|怎么理解|不太懂|没懂|看不懂|解释|具体指|具体说说|展开|怎么做到|举个?例/u;

/** The lines of an answer a reader counts as its points: list items outside the services section. */
function pointsOf(answer: string): string[] {
  const points: string[] = [];
  let inServices = false;
  for (const line of answer.split('\n')) {
    if (/^#{1,6}\s/.test(line)) inServices = /服务\s*$/.test(line);
    else if (!inServices && /^\s*(?:[-*+]|\d+[.、)])\s+/.test(line))
      points.push(
        line
          .replace(/^\s*(?:[-*+]|\d+[.、)])\s+/, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, ''),
      );
  }
  return points;
}

/**
 * The written sentences that could explain a point: those of the entry the conversation is on and of the topics of
 * its part of the search, so a point about 实习 is never explained by one about 劳动法.
 */
function contentSentences(kb: KnowledgeBase, on: Reading): string[] {
  const d = on.decision;
  const area = on.topic?.area;
  return [
    ...kb.planner.topics
      .filter((t) => t === on.topic || (area && t.area === area))
      .flatMap((t) => [...t.points, ...(t.pitfalls ?? [])]),
    ...(d ? [...d.considerations, ...d.steps, ...d.cases.flatMap((c) => c.advice)] : []),
  ];
}

/**
 * '第三点什么意思': that point quoted, then what the content says nearest to it that the previous answer did not,
 * and what to tell next for it to be applied to the asker. Null when the question points at no point.
 */
export function pointExplained(
  kb: KnowledgeBase,
  on: Reading,
  question: string,
  previousAnswer: string,
): string | null {
  const place = pointPlace(question);
  if (!place || !ASKS_MEANING.test(question)) return null;
  const points = pointsOf(previousAnswer);
  const point = place.n < 0 ? points.at(place.n) : points[place.n - 1];
  if (!point) return null;
  const said = substantialLines(previousAnswer);
  const near = contentSentences(kb, on)
    .filter((s) => !said.has(s) && s !== point)
    .map((s) => ({ s, r: relevance(s, point) }))
    .filter((x) => x.r >= 3)
    .sort((a, b) => b.r - a.r)
    .slice(0, 3)
    .map((x) => `- ${x.s}`);
  return [
    `你问的是上一轮的${place.said}：“${point}”`,
    ...layers(point),
    ...(near.length ? [`和这一点相关、上一轮没说到的还有这几条，放在一起更好懂：\n${near.join('\n')}`] : []),
    '你可以告诉我你卡在这一点的哪一步（比如不知道怎么开始、还是不知道做到什么程度算好），我按你的情况举个具体的例子。',
  ].join('\n\n');
}

/**
 * A point in its sentences ('代价：两到三年的时间和收入，…。备考一年挤占实习和秋招，一旦失利，…'): each thing it says,
 * numbered. Split at sentence ends and colons only: a comma inside a Chinese sentence often joins a condition to
 * what follows from it ('一旦失利，就业准备也会落后'), and cut there each half says nothing.
 */
function layers(point: string): string[] {
  const parts = point
    .replace(/[。！]$/u, '')
    .split(/[。！；;：:]/u)
    .map((x) => x.trim())
    .filter((x) => Array.from(x).length >= 6);
  if (parts.length < 2) return [];
  return [`拆开来看，这一点说了${parts.length}件事：\n${parts.map((x, i) => `${i + 1}. ${x}`).join('\n')}`];
}

/** The care said again after a turn declined for distress, before anything about work, with small first steps. */
export const CARE_AGAIN = [
  '先说最要紧的：你上一句话让我很担心。如果现在很难受，请马上联系信任的人，或拨打全国心理援助热线 12356、北京心理危机研究与干预中心 010-82951332；有危险请立即拨打 120 或 110。',
  '找工作的事可以一步一步来，眼下能做的几件小事，不用一下子全做完：',
  '- 先把睡觉和吃饭稳住，今天只定一件小事，比如改一版简历，或者投三个岗位。',
  '- 去学校就业指导中心或当地的公共就业人才服务机构登记，离校未就业的毕业生也可以，有岗位推荐和就业指导，不收费。',
  '- 把压力说给一个信任的人听，家人、朋友、辅导员都行，不用一个人扛。',
].join('\n');

/**
 * A follow-up of an asker with a result, whose answer names no part of it (the previous answer's line on it is not
 * said again): how their strongest interest bears on what this turn is about, in words tied to it.
 */
export function resultAgain(profile: ChatProfile, about: string, text: string): string | null {
  if (!profile.riasec) return null;
  const r = readResult(profile.riasec);
  if (text.includes(r.code)) return null;
  const first = r.order[0]!;
  const second = r.order[1];
  return `放到${about}上看你的测评：兴趣代码 ${r.code} 里${RiasecNames[first]}排第一${second ? `、${RiasecNames[second]}其次` : ''}，同样是这件事，先挑能用上${LETTER_STORY[first]}的做法，做起来更顺手，也更容易讲出说服人的例子。`;
}
