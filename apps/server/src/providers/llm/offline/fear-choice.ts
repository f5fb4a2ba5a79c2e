import type { Part } from './parts.js';

/*
 * '想走又怕实习证明拿不到', '想辞职，又怕辞了找不到更好的', '想跳槽去大厂，但是怕试用期过不了': the asker weighs a move
 * against what they fear it costs. The fear names the question, not a topic to explain: a counsellor says whether the
 * fear is a reason to stay, and how to move without paying it. Each fear below has its position and reasons; a fear
 * not listed is left to the general reading.
 */

/** A move wanted, then a fear of it: '想走又怕', '想辞职，但又担心'. */
const WANT_BUT_FEAR =
  /想(?:要)?(走|离开|辞职|离职|跳槽|换工作|换|出来|提前走)[^，,。；;？?]{0,10}?[，,]?(?:但是?|可是|不过)?(?:又|却|还)?(?:怕|担心|害怕)([^，,。；;？?！!]{2,16})/u;

interface Fear {
  /** The fear. */
  re: RegExp;
  /** The asker's move is the answer (go), or not yet (stay until it is safe). */
  go: boolean;
  lines: (move: string) => string[];
  position: (move: string) => string;
}

const FEARS: Fear[] = [
  {
    re: /证明|实习鉴定|盖章/u,
    go: true,
    lines: (move) => [
      `**我更建议你${move}**：学不到东西的实习多待一个月收获有限，实习证明按你已经实习的时间开，好好走一般都拿得到。`,
      '- 提前一到两周跟带你的人和 HR 说，理由说成学业或另有安排，不必说这里学不到东西。',
      '- 走之前把手上的事做完、交接清楚，交接时顺口请 HR 开实习证明，写明岗位、起止时间和工作内容，盖章后再走。',
      '- 真有刁难不给开的，学校就业部门可以出面协调；已经做过的事写进简历，面试时讲清楚你做了什么。',
    ],
    position: (move) => `${move}：提前说、交接清楚，实习证明按已实习的时间开。`,
  },
  {
    re: /找不到|没(?:有)?工作|空窗|没收入|下家/u,
    go: false,
    lines: (move) => [
      `**我更建议你先别${move}，边工作边找，拿到下家再走**（骑驴找马）：你怕的是辞了找不到，那就让找工作发生在辞职之前。`,
      '- 先把想去的方向和岗位定下来，每周固定投几份、约几次面试，看看市场给你什么价。',
      '- 拿到书面 offer 再提离职，按合同提前 30 天（试用期 3 天）通知，交接好。',
      '- 实在待不下去要先辞，至少备好 3–6 个月的生活费存款，再定一个找工作的期限。',
    ],
    position: (move) => `先别${move}：边工作边找，拿到下家再走。`,
  },
  {
    re: /试用期|转正|过不了|被辞退|被劝退/u,
    go: true,
    lines: (move) => [
      `**我更建议你${move}**：试用期过不了是能提前防的风险，不该为它放弃一个更想去的机会。`,
      '- 入职前问清试用期多长、按什么考核、转正要达到什么标准，写进录用通知的最好。',
      '- 入职头一个月主动跟主管对齐目标，每两周同步一次进展，别等到转正答辩才知道差在哪。',
      '- 试用期被辞退要有不符合录用条件的依据，公司不能随意解除；拿到 offer 前别先辞现在的工作。',
    ],
    position: (move) => `${move}：试用期的风险可以提前问清、入职后对齐目标来防。`,
  },
];

/** The position between the move the asker wants and the fear holding them back; null when no known fear is said. */
export function fearChoice(question: string): { part: Part; position: string } | null {
  const m = WANT_BUT_FEAR.exec(question.replace(/\s+/gu, ''));
  if (!m) return null;
  const fear = FEARS.find((f) => f.re.test(m[2]!));
  if (!fear) return null;
  const move = m[1]!;
  return { part: { lines: fear.lines(move), from: '想走又怕的取舍' }, position: fear.position(move) };
}
