import type { Part } from './parts.js';

/*
 * A student asking whether it is too late ('大二了还不知道自己想干什么，会不会太晚', '大四才开始找实习来得及吗'): the
 * worry is the calendar of their stage, not their age (age.ts leaves students to this). A counsellor answers it
 * first, plainly, for that stage, then goes on to what to do.
 */

/** Whether it is too late, or still in time. */
const ASKS_TIMING = /太晚|晚不晚|算晚|晚了(?:吗|么|嘛)|来得及|来不及|还有机会吗|是不是晚/u;

/** Stages by how much time is left before recruiting (大四上学期's autumn recruiting), in the words students use. */
const STAGES: Array<[RegExp, (stage: string) => string]> = [
  [
    /高[一二三]|大[一二]|研一/u,
    (stage) =>
      `**不晚**：${stage}正是试方向的时候，多数人到大三才定下来。现在用一两个学期去试（选修课、社团、一段短实习或兼职、找做这行的学长学姐聊一次），比急着定下来有用。`,
  ],
  [
    /大三|研二/u,
    (stage) =>
      `**来得及**：${stage}定方向正是时候，离秋招（大四上学期）还有一年左右：这学期收窄到一两个方向，暑假拿一段相关的实习，秋招就有东西可讲。`,
  ],
  [
    /大四|研三|应届|毕业/u,
    (stage) =>
      `**还来得及，但要抓紧**：${stage}错过秋招还有春招（每年 2–4 月）和补录，不少单位把毕业两年内未就业的也按应届生招；先锁定一个方向集中投递，边投边补。`,
  ],
];

/** The stage's answer to 'is it too late', or null when no student stage or no such worry is said. */
export function stageTimingPart(question: string): Part | null {
  if (!ASKS_TIMING.test(question)) return null;
  for (const [re, line] of STAGES) {
    const stage = re.exec(question)?.[0];
    if (stage) return { heading: '### 时间上', lines: [line(stage)], from: '求职时间线' };
  }
  return null;
}
