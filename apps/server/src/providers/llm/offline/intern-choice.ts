import type { Choice } from './choice.js';
import type { Part } from './parts.js';
import { collegeYears } from './stage.js';

/*
 * Two internships weighed ('字节日常实习还是中厂能转正的暑期实习', '四大审计实习和本地小券商实习'). What decides it is
 * the asker's stage: in 大三/研二 an internship is the way into the autumn hiring, so one that can turn into an offer
 * comes first; in 大一/大二/研一 it is the first line of a résumé, so a known name and real work come first.
 */

type Stage = 'early' | 'late' | 'unknown';

/** 大一、大二、研一 (and 专科的大一) are early; 大三、研二、大四 and those already in 秋招 are late. */
function stageOf(context: string): Stage {
  if (/大三|研二|大四|研三|应届|秋招|明年毕业|快毕业/u.test(context)) return 'late';
  if (new RegExp(`${collegeYears('一二')}|研一|新生`, 'u').test(context)) return 'early';
  return 'unknown';
}

const CONVERTS = /转正|留用|return ?offer|能留/iu;
const KNOWN =
  /大厂|字节|腾讯|阿里|华为|美团|百度|京东|快手|拼多多|网易|小米|四大|普华|德勤|安永|毕马威|头部|知名|名企|外企|500强|投行|中金|央企|国企总部|研究院/iu;
const SMALL = /小公司|小厂|小券商|小所|本地|初创|不知名/u;
const SUMMER = /暑期/u;
const CHORES = /打杂|杂活|杂事|边缘/u;
const REAL_WORK = /核心|独立负责|能做项目|做项目|业务线/u;

interface Weighed {
  score: number;
  why: string[];
}

function weighOne(o: string, context: string, stage: Stage): Weighed {
  const w: Weighed = { score: 0, why: [] };
  // What the asker says of an option sits next to its name in the question ('中厂暑期实习能转正').
  const at = context.indexOf(o);
  const near = at >= 0 ? context.slice(at, at + o.length + 8) : o;
  const add = (n: number, why: string) => {
    w.score += n;
    w.why.push(why);
  };
  if (CONVERTS.test(near)) add(stage === 'early' ? 1 : 3, '有转正（留用）机会');
  if (SUMMER.test(o)) add(stage === 'early' ? 0 : 2, '离秋招最近、是最直接的转正通道');
  if (KNOWN.test(o)) add(stage === 'late' ? 1 : 2, '公司名字在简历筛选时有分量');
  if (SMALL.test(o)) add(-1, '公司小、名字在简历上分量轻');
  if (CHORES.test(near)) add(-2, '做的多是杂事');
  if (REAL_WORK.test(near)) add(1, '能做到真实的业务');
  return w;
}

const STAGE_SAYS: Record<Stage, string> = {
  late: '你已经到了大三（或研二）这一步，实习的首要用处是拿到正式 offer、给秋招兜底',
  early: '你还在低年级，这段实习主要用来试方向、给简历打底，转正对你还早',
  unknown: '没说年级时按常见情形：越接近毕业，能转正的那段越值钱',
};

/** A position between two internships, from the asker's stage and what each offers; null when nothing separates them. */
export function internChoice(choice: Choice, context: string): { part: Part; position: string } | null {
  // Only internships against internships: '实习还是考研', '实习还是科研' are decisions of their own.
  if (!choice.options.every((o) => /实习/u.test(o))) return null;
  // '哪个更容易留用' asks a fact the topic states; a position is for choosing ('选哪个', '先冲哪个').
  if (!/选|冲|去哪|该去|投哪|接哪|纠结|犹豫|取舍|建议/u.test(context.split('，').slice(0, -1).join('，') || context))
    return null;
  const stage = stageOf(context);
  const [x, y] = choice.options.map((o) => weighOne(o, context, stage)) as [Weighed, Weighed];
  if (x.score === y.score) return null;
  const [a, b, wa, wb] = x.score > y.score ? [...choice.options, x, y] : [choice.options[1], choice.options[0], y, x];
  const why = `${STAGE_SAYS[stage]}；${a}：${wa.why.length ? wa.why.slice(0, 2).join('，') : '在这一点上更占优'}`;
  const lines = [
    `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
    wb.why.length
      ? `- ${b}的好处是${wb.why.filter((s) => !/轻|杂事/u.test(s)).join('、') || '你还能多一个备选'}；它要是能让你独立负责一块业务、导师愿意带，就值得重新比。`
      : `- ${b}：你的话里没说它吸引你的地方；它要是做的事更核心、导师愿意带，就值得重新比。`,
    `- 去之前问清三件事：具体做什么（看组里实习生往年的产出）、带你的导师是谁、往年实习生有多少拿到转正或留用。`,
    stage === 'late'
      ? `- 拿到转正也别停下秋招：提前批和正式批照样投，转正答辩的时间和标准入职时就问清楚。`
      : `- 低年级不用死磕转正：做完一段，把做过的事和结果（数据、上线的功能、写成的报告）写进简历，下一段再往更好的平台走。`,
  ];
  return { part: { lines, from: '实习选择的常见做法' }, position: `${a}：${why}。` };
}
