import { RiasecNames, type RiasecType } from '@lucina/contracts';
import { joinZh } from './result.js';

/*
 * '为什么这么说' after a yes-or-no about the asker's interests ('SAE适合当老师吗' answered '比较契合'): the verdict rested
 * on one thing, how the job's usual interest code overlaps the asker's, so the why says how that was counted, what
 * of the asker the job leaves unused, what the verdict did not weigh, and what would turn it. The verdict's own
 * lines are not said again.
 */

const VERDICT =
  /\*\*就兴趣而言，(.+?)和(?:你的兴趣代码|你说的兴趣代码) ?([RIASEC]{2,3}) ?(比较契合|有一部分契合|不太契合)。\*\*/u;
const JOB_CODE = /常见的兴趣代码是 ([RIASEC]{1,3})/u;

/** What each type likes doing, in a phrase: what the job gives that letter, or leaves without. */
const LIKES: Record<RiasecType, string> = {
  R: '动手操作、摆弄工具和实物',
  I: '分析问题、查资料弄清原因',
  A: '创作和表达自己的想法',
  S: '与人打交道、帮助和教导别人',
  E: '说服别人、带着大家把事做成',
  C: '按规则把事情整理得井井有条',
};

const names = (letters: readonly RiasecType[]) => joinZh(letters.map((l) => RiasecNames[l]));

/** A fit judged by the job-fit answer: '**我的看法**：能…' with '你的兴趣代码是 SAE，老师常见的是 SAE'. */
const VIEW = /\*\*我的看法\*\*：([^，。\n]+)/u;
const CODES = /你的兴趣代码是 ([RIASEC]{2,3})，(.+?)常见的是 ([RIASEC]{1,3})/u;

/** The job judged, the asker's code, the job's code and what was said of the fit, from either kind of verdict. */
function verdictOf(
  answer: string,
): { job: string; asker: string; jobCode: string; said: string; onInterests: boolean } | null {
  const verdict = VERDICT.exec(answer);
  const jobCode = verdict && JOB_CODE.exec(answer.slice(verdict.index))?.[1];
  if (verdict && jobCode)
    return { job: verdict[1]!, asker: verdict[2]!, jobCode, said: verdict[3]!, onInterests: true };
  const view = VIEW.exec(answer);
  const codes = view && CODES.exec(answer);
  return view && codes
    ? { job: codes[2]!, asker: codes[1]!, jobCode: codes[3]!, said: view[1]!, onInterests: false }
    : null;
}

/** The why of a fit verdict the previous answer gave, or null when it gave none. */
export function verdictWhy(previousAnswer: string): string[] | null {
  const found = verdictOf(previousAnswer);
  if (!found) return null;
  const { job, asker, jobCode, said: degree, onInterests } = found;
  const mine = [...asker] as RiasecType[];
  const its = [...jobCode] as RiasecType[];
  const shared = mine.filter((l) => its.includes(l));
  const unused = mine.filter((l) => !its.includes(l));
  const head = its[0]!;
  const counted = [
    `${job}在职业资料里常见的兴趣代码是 ${jobCode}，打头的是${RiasecNames[head]}；你的前三是 ${asker}。`,
    mine.includes(head) ? `它打头的${RiasecNames[head]}在你的前三里` : `它打头的${RiasecNames[head]}不在你的前三里`,
    shared.length ? `，两边共有${names(shared)}` : '，两边没有共同的字母',
    onInterests ? `，所以说“${degree}”。` : shared.length ? '，兴趣这一条对得上。' : '，兴趣这一条对不上。',
  ].join('');
  const lines = [
    onInterests
      ? `上一轮说${job}和你“${degree}”，依据只有一条：${job}常见的兴趣代码和你的兴趣代码重合多少。`
      : `上一轮对${job}的看法是“${degree}”：门槛看你准备得怎么样，兴趣看${job}常见的兴趣代码和你的重合多少。`,
    counted,
  ];
  if (shared.length)
    lines.push(`落到每天的事上：${job}里${shared.map((l) => LIKES[l]).join('，')}的部分多，这正是你得分高的那几类。`);
  if (unused.length)
    lines.push(
      `你的${names(unused)}（喜欢${unused.map((l) => LIKES[l]).join('，')}）在${job}里用得少；如果这一面对你很要紧，可以找${job}里带这一面的岗位或方向。`,
    );
  lines.push(
    `这个判断没有看收入、学历门槛、城市和你的能力；你做过和${job}相关的事（实习、兼职、课程项目）时是觉得有劲还是累，比测评更准，告诉我你做过什么，我按它再看一次。`,
  );
  return lines;
}
