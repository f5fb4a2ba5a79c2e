import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Major } from './content/schema.js';
import type { KnowledgeBase } from './knowledge.js';
import { namedMajors } from './named.js';
import { firstSentence, type Part } from './parts.js';
import type { Body } from './result-body.js';
import type { Reading } from './understand.js';

/*
 * A broad major's worry: it teaches a little of everything and nothing deeply ('电子商务什么都学什么都不精',
 * '信管两头不靠', '市场营销太泛了没有核心竞争力'). What helps is which of the major's roads to go deep in, a lean
 * between them and how to try one, not a description of the major the asker already studies.
 */

/** Said of what the major teaches: too wide, too shallow, nothing of one's own. */
export const BROAD_WORRY =
  /(?:什么|啥)都(?:学|懂|会|沾)(?:了|过)?(?:一点|点)?[^，。？?！!]{0,6}(?:什么|啥)都不(?:精|会|深|懂)|(?:什么|啥)都(?:学|懂|会|沾)(?:了|过)?(?:一点|点)|(?:学的|内容|东西|课程?)[^，。？?]{0,4}(?:太|很|特别|好)(?:杂|泛|浅)|太杂|太泛|很泛|杂而不精|都很浅|都不深|两头不靠|样样通样样松|没有?(?:核心)?竞争力|不知道(?:该|要)?(?:专精|深耕|钻)哪/u;

/** Asking what to do or where to go deep, not only venting. */
const ASKS =
  /怎么办|咋办|怎么弄|哪个|哪一个|哪些|哪条|什么方向|啥方向|方向|干嘛|干什么|做什么|能做|出路|专精|深耕|深入|钻|焦虑|[吗呢？?]/u;

/** The major the worry is about: named in the question, else the asker's own, else one named earlier in the thread. */
function majorOf(kb: KnowledgeBase, reading: Reading, question: string, earlier: readonly string[]): Major | null {
  return (
    namedMajors(kb, question)[0] ??
    reading.majors[0] ??
    reading.slots.ownMajor ??
    [...earlier].reverse().flatMap((q) => namedMajors(kb, q))[0] ??
    null
  );
}

/** How well an outlet's jobs suit the asker's two strongest letters: the sum of their scores in its codes. */
function suits(kb: KnowledgeBase, outlet: Major['outlets'][number], profile: ChatProfile): number {
  const r = profile.riasec;
  if (!r) return 0;
  const codes = (outlet.occupations ?? []).map((c) => kb.occupations.get(c)?.hollandCode ?? '').filter(Boolean);
  if (!codes.length) return 0;
  const top = r.order.slice(0, 2) as RiasecType[];
  return Math.max(
    ...codes.map((code) => top.reduce((s, l, i) => s + (code.slice(0, 2).includes(l) ? (2 - i) * r.percent[l] : 0), 0)),
  );
}

/** Whether the question (or the thread it goes on) is a broad major's worry. */
export function broadWorry(question: string, earlier: readonly string[]): boolean {
  if (BROAD_WORRY.test(question)) return ASKS.test(question) || question.length <= 30;
  // '那我应该往哪个方向深入' after '学的电子商务，感觉什么都学了但都很浅'.
  return (
    ASKS.test(question) && /方向|深入|专精|深耕|钻|哪个/u.test(question) && earlier.some((q) => BROAD_WORRY.test(q))
  );
}

/** The part: the major's roads to go deep in, a lean between them, how to try one, and what the breadth is for. */
export function broadMajorPart(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
): Part | null {
  if (!broadWorry(question, earlier)) return null;
  const major = majorOf(kb, reading, question, earlier);
  if (!major) return null;
  // The lean among all the major's roads; the roads shown are the lean and the major's first others.
  const ranked = profile.riasec
    ? [...major.outlets].sort((a, b) => suits(kb, b, profile) - suits(kb, a, profile))
    : major.outlets;
  const lean = ranked[0]!;
  const roads = [lean, ...major.outlets.filter((o) => o !== lean).slice(0, 3)];
  const r = profile.riasec;
  const leanLine =
    r && suits(kb, lean, profile) > 0
      ? `**我的倾向**：结合你的兴趣代码 ${r.hollandCode}（${RiasecNames[r.order[0] as RiasecType]}最突出），先往**${lean.name}**做深，这条路的工作最用得上你的强项。`
      : `**我的倾向**：${r ? `你的兴趣代码 ${r.hollandCode} 在这几条路里没有明显偏向，` : '还没有特别想做的，'}就先往**${lean.name}**做深：这是${major.name}毕业生常走的路，做不下去也容易转到旁边的方向。`;
  const why =
    r && suits(kb, lean, profile) > 0
      ? `它的工作最用得上你 ${r.hollandCode} 里最强的${RiasecNames[r.order[0] as RiasecType]}兴趣`
      : `它是${major.name}毕业生常走的路，机会多，做不下去也容易转到旁边的方向`;
  // Asked again which one ('那我应该往哪个方向深入' after the worry): the one road, why, the runner-up and how to start.
  if (!BROAD_WORRY.test(question))
    return {
      heading: `### 往${lean.name}做深`,
      lines: [
        `**我的倾向：先往${lean.name}做深**，因为${why}。${lean.detail}`,
        `**第一步**：找十来条${lean.name}的招聘要求，把反复出现的技能和工具列出来，挑一项用一个月做出能展示的东西，再拿它去投这个方向的实习。`,
        `**备选**：${roads[1] ? `${roads[1].name}，` : ''}如果实习下来更喜欢另一条路的日常工作，就换过去，专业的宽度让你换得动。`,
      ],
      from: `专业资料「${major.name}」`,
    };
  return {
    heading: `### ${major.name}：先挑一个方向做深`,
    lines: [
      `${major.name}的课铺得宽，是这个专业的设计，不是你没学好；招聘看的是你在一个方向上拿得出手的东西。办法是“一个主方向做深，专业的宽度当底子”。可以选的方向：`,
      ...roads.map((o) => `- **${o.name}**：${firstSentence(o.detail)}`),
      leanLine,
      `**怎么试**：①这学期在上面挑两个方向，各找十来条招聘要求，把反复出现的技能列出来；②选一个方向做一件能拿给面试官看的东西（一份数据分析报告、一个做起来的账号、一个小项目）；③下一个假期去这个方向实习，做完再决定继续还是换。`,
      `**什么会改变这个倾向**：如果试下来发现更喜欢另一个方向的日常工作，或者实习只拿到另一个方向的机会，就换过去做深；宽的底子在换方向、跨部门协作和以后带团队时都用得上。`,
    ],
    from: `专业资料「${major.name}」`,
  };
}

/** Leads the answer with the part when the question is a broad major's worry. */
export function leadWithBroadMajor(
  kb: KnowledgeBase,
  b: Body,
  reading: Reading,
  question: string,
  earlier: readonly string[],
  profile: ChatProfile,
): boolean {
  const part = broadMajorPart(kb, reading, question, earlier, profile);
  if (!part) return false;
  // In place of the body: a list of jobs for the letters, or the major described, says nothing of where to go deep.
  b.parts = [part];
  b.position = part.lines.find((l) => l.startsWith('**我的倾向'))!.replace(/\*\*/gu, '');
  b.readAs = `${part.heading!.replace(/^#+\s*/u, '')}`;
  return true;
}
