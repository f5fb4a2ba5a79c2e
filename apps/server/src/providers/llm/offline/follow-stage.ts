import type { SlotChange } from './follow-slot.js';

/*
 * '如果我是大二呢' after '该不该转行做程序员', '研究生呢' after '要不要考公务员': the same decision at another stage. The
 * entries are written once for every stage, so what they say was said in the previous answer; what the asker wants is
 * what the stage changes. A counsellor names that first: the time left before the decision is due, what counts now,
 * and, for the road asked about, what this stage opens or closes on it.
 */

type Stage = 'early' | 'third' | 'final' | 'graduate' | 'college' | 'working';

const STAGES: ReadonlyArray<[Stage, RegExp]> = [
  ['early', /大[一二]|高[一二三]/u],
  ['third', /大三/u],
  ['final', /大四|应届|毕业/u],
  ['graduate', /研[一二三]|研究生|硕士|博士/u],
  ['college', /专科|大专/u],
  ['working', /工作|上班|在职|干了/u],
];

const ROADS: ReadonlyArray<[string, RegExp]> = [
  ['grad', /考研|读研|保研|研究生(?!呢)/u],
  ['public', /考公|公务员|国考|省考|选调|考编|编制|事业单位|教师编|教编/u],
  ['switch', /转行|转专业|换方向|换专业|跨专业|程序员|转码/u],
];

/** What this stage changes in general: the time before the decision is due and what counts now. */
const GENERAL: Record<Stage, string> = {
  early:
    '- **时间还多**：离毕业还有两三年，这个决定不用现在就定；现在做的事（绩点、英语、一段实践）几条路都用得上，给自己定一个大三上学期的决定点。',
  third:
    '- **决定就在这一年**：大三是定主线的时候，上学期想清楚，下学期开始按那条路准备（实习、备考或申请），另一条留作保底。',
  final:
    '- **时间最紧**：大四（或刚毕业）要做的是把选择压到一条主线加一条保底，秋招、春招和各类考试的时间点都在这一年，错过要再等一年。',
  graduate:
    '- **学历多了一档**：研究生能报的岗位更多（限研究生的岗位、部分单位的专项招聘），但毕业时年纪也大两三岁，求职看的是研究方向和实习，不只是学历。',
  college:
    '- **起点的门槛**：专科生会遇到一部分岗位和考试写明本科起报，可以先看目标岗位的学历要求，再决定是直接就业、专升本还是先考对口的技能证书。',
  working:
    '- **机会成本变了**：已经工作，要算的是放下的收入和经验；能边工作边准备的，先别辞职，用两三个月业余时间验证自己坚持得下来。',
};

/** What the stage changes for the road asked about. */
const BY_ROAD: Record<string, Partial<Record<Stage, string>>> = {
  grad: {
    early:
      '- **对考研来说**：现在不用定院校，先把绩点和四六级打好（保研看前三年成绩，复试也看），要考数学的把高数学扎实；想跨专业的，大二起旁听或自学目标专业的基础课。',
    third:
      '- **对考研来说**：大三上定院校和专业，寒假起打数学和英语基础，暑假全面复习；想保研的，大三下学期关注学院推免规则和夏令营。',
    final:
      '- **对考研来说**：大四才开始，离 12 月下旬的初试只有几个月，先保住分值最大的数学或专业课，同时投秋招保底；也可以先工作，再在职考或全职二战。',
    working:
      '- **对考研来说**：可以不辞职，考非全日制研究生或在职备考全日制；报考不设年龄上限（教育部《全国硕士研究生招生工作管理规定》的报考条件里没有年龄限制）。',
  },
  public: {
    early:
      '- **对考公来说**：行测申论大三暑假再开始也不晚，现在先做考公看重、又要时间的事：入党（不少岗位和选调生要求中共党员，从递交申请书到转正通常两年以上，《中国共产党发展党员工作细则》规定积极分子培养考察一年以上、预备期一年）、学生干部经历和绩点。',
    third:
      '- **对考公来说**：大三暑假开始备考，赶得上大四上学期的国考和选调；先下载往年职位表，看你的专业能报哪些岗位。',
    final:
      '- **对考公来说**：大四是第一次以应届生身份报考，应届生岗位竞争相对小；国考、省考、选调生一起报，别只押一场。',
    graduate:
      '- **对考公来说**：研究生能报限研究生学历的岗位和不少省份面向硕博的选调生；国考年龄上限对应届硕士、博士放宽到 43 周岁（国家公务员局 2026 年度国考公告）。',
    college:
      '- **对考公来说**：国考多数岗位要求本科及以上，专科能报的主要在省考的基层岗位、部分事业单位和社区工作者招聘，专升本能多出一批岗位。',
  },
  switch: {
    early:
      '- **对换方向来说**：还在学校，换方向成本最低：先看学校转专业的政策和时间（多在大一下或大二上），转不了就辅修、双学位，或者自学加项目，大三找对口的实习。',
    third:
      '- **对换方向来说**：转专业多半赶不上了，靠的是自学加一两个能写进简历的项目，大三暑期投对口实习，校招看潜力，非科班也能投。',
    final:
      '- **对换方向来说**：用校招的应届身份投新方向的入门岗位，简历上拿项目和实习说话；来不及的，可以先就业，工作一两年后再换。',
    graduate:
      '- **对换方向来说**：研究生阶段换方向，课题组的方向很难改，把时间放在实习和项目上，求职时讲清楚研究训练能带过去什么。',
  },
};

/**
 * A road the question takes up, not one it turns down: '父母让考公但我不想' says no to 考公, so nothing is said of
 * preparing for it.
 */
function saidFor(text: string, road: RegExp): boolean {
  const m = road.exec(text);
  if (!m) return false;
  // '要不要', '该不该' ask; they turn nothing down.
  const before = text
    .slice(0, m.index)
    .replace(/(\p{Script=Han})不\1/gu, '')
    .slice(-4);
  const after = text.slice(m.index + m[0].length).split(/[。；;？?]/u)[0]!;
  return !/不|没|别|放弃/u.test(before) && !/不想|不考|不愿|不打算|不去|放弃/u.test(after);
}

const stageOf = (to: string) => STAGES.find(([, re]) => re.test(to))?.[0];

/** What the change of stage changes, as lines; null when the slot is no stage or no stage can be read from it. */
export function stageChanged(slot: SlotChange): string[] | null {
  if (slot.kind !== 'stage') return null;
  const stage = stageOf(slot.to);
  if (!stage) return null;
  const asked = slot.restated.replace(slot.to, '');
  const road = ROADS.find(([, re]) => saidFor(asked, re))?.[0];
  const own = road ? BY_ROAD[road]?.[stage] : undefined;
  return [`**放到${slot.to.replace(/^是/u, '')}来看，变的是这几件事**：`, GENERAL[stage], ...(own ? [own] : [])];
}

/** A stage the asker says of themselves as a condition ('我是大二', '我已经工作三年了'). */
const SAID_STAGE =
  /^(?:我)?(?:是|现在是|已经是|还是)?\s*(大[一二三四]|研[一二三]|专科生?|大专生?|应届生?|研究生|硕士生?|博士生?)$|^(?:我)?已经(?:工作|上班)了?\s*(?:\d{1,2}|[一二两三四五六七八九十])\s*年了?$/u;

/** What a stage said as a condition changes for the decision the previous question asked, or null. */
export function stageSaid(condition: string, previousQuestion: string): string[] | null {
  const said = SAID_STAGE.exec(condition.trim());
  if (!said) return null;
  const to = said[1] ?? condition.trim().replace(/^我/u, '').replace(/了$/u, '');
  return stageChanged({ kind: 'stage', to, restated: `${previousQuestion}，${to}` });
}
