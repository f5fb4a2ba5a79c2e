import { RIASEC_TYPES, RiasecNames, type RiasecType } from '@lucina/contracts';
import type { KnowledgeBase } from './knowledge.js';
import { COMBINE, matchesPart } from './matches.js';
import { interestWords } from './result.js';
import type { Body } from './result-body.js';
import type { Reading } from './understand.js';

/**
 * An interest said in words beside the asker's own major, to be brought together ('我喜欢画画…现在读的是计算机，怎么把
 * 两者结合起来'): the jobs whose interest code holds both the liking's letter and the major's (A and I: UI 设计,
 * 游戏美术, 数据可视化), as a result and a major are bridged (matches.ts), rather than a decision about keeping a
 * hobby that shares the question's words. Null unless the question asks to combine, names the major and states a
 * liking of another letter than the major's own.
 */
export function interestBridge(kb: KnowledgeBase, reading: Reading, question: string): Body | null {
  const major = reading.slots.ownMajor ?? reading.majors[0];
  if (!major || !COMBINE.test(question)) return null;
  const theirs = major.riasec[0] as RiasecType | undefined;
  const liked = reading.interests.like.find((l) => l !== theirs);
  if (!theirs || !liked) return null;
  const order = [liked, theirs, ...RIASEC_TYPES.filter((t) => t !== liked && t !== theirs)];
  const why = `你说的${RiasecNames[liked]}兴趣和${major.name}`;
  // The liking in the words jobs are described in ('画画' → 插画、视觉) ranks the jobs that do it first.
  // Only the liking's words: the question's own ('英语专业') would rank the major's usual jobs as if liked.
  const words = interestWords(question);
  if (!words.length) return null;
  const said = words.join(' ');
  const withMajor = { ...reading, slots: { ...reading.slots, ownMajor: major } };
  const matches = matchesPart(kb, order, withMajor, why, said, 4, true, true);
  if (!matches.length) return null;
  return {
    parts: [
      {
        lines: [
          `**把两者结合，找同时用得上${major.name}和你这份兴趣的岗位**：兴趣代码里同时有${RiasecNames[liked]}（${liked}）和${major.name}常见的${RiasecNames[theirs]}（${theirs}）的职业，两边的积累都算数，不用二选一。`,
        ],
        from: `专业资料「${major.name}」`,
      },
      ...matches,
      {
        heading: '### 怎么开始',
        lines: [
          `- 选一门把两边连起来的课或项目（课程设计、竞赛、毕业设计），做出一件能放进作品集的东西。`,
          `- 兴趣这边持续练，作品按岗位要求整理成作品集；${major.name}这边的主干课照常学好，它是你和只会一边的人拉开差距的地方。`,
          `- 找一两位做上面这些岗位的人聊聊，或投一段相关实习，看每天的工作是不是你想要的。`,
        ],
        from: `专业资料「${major.name}」`,
      },
    ],
    readAs: `${major.name}和${RiasecNames[liked]}兴趣的结合`,
  };
}
