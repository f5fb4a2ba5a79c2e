import type { SlotChange } from './follow-slot.js';

/*
 * '国考来得及吗' then '我本科是普通二本': a fact of the asker's schooling added to the question before. The entries are
 * written for everyone, so what the previous answer said holds; what the asker wants is the earlier question answered
 * again with the fact: whether it bars the road, what it changes in it and what to do about it.
 */

type Background = 'tier' | 'arts' | 'outsider';

const BACKGROUNDS: ReadonlyArray<[Background, RegExp]> = [
  ['tier', /一本|二本|三本|双非|民办本科|独立学院|学校(?:一般|不好|差)/u],
  ['arts', /文科|理科/u],
  ['outsider', /非(?:法学|师范|科班|计算机|本专业|相关专业)|不是(?:学)?(?:法学|师范|计算机|科班|相关|本|这个)|跨专业/u],
];

const ROADS: ReadonlyArray<[string, RegExp]> = [
  ['public', /考公|公务员|国考|省考|选调|考编|编制|事业单位/u],
  ['grad', /考研|读研|保研|研究生/u],
  ['job', /找工作|秋招|校招|春招|求职|大厂|offer|转行|程序员|转码/u],
];

const BY_ROAD: Record<string, Partial<Record<Background, string>>> = {
  public: {
    tier: '- **对考公来说**：公务员招考看的是学历层次（本科、研究生）、学位、专业和政治面貌等条件，职位表一般不限“985、211”，二本、双非的本科学历能报绝大多数写“本科及以上”的岗位；来不来得及看的是离笔试还有多久，和学校无关。少数中央单位和部分选调生只招指定高校，报名前逐条对职位表。',
    arts: '- **对考公来说**：文科生能报的岗位不少，“不限专业”和法学、中文、新闻、公共管理类岗位都在其中；按职位表的专业目录筛一遍，行测的数量关系和资料分析要单独多练。',
    outsider:
      '- **对考公来说**：岗位按专业目录招人，专业不对口就报“不限专业”和你的专业所在大类的岗位；下载近两年职位表，按学历、专业、应届身份筛一遍，能报多少一目了然。',
  },
  grad: {
    tier: '- **对考研来说**：初试统一命题、按分数排名，本科学校不设门槛；复试时少数院校看第一学历，选学校时看近三年的录取名单和复试分数线，避开明确偏好本校或名校生源的导师组。',
    arts: '- **对考研来说**：文科跨考理工类要补数学和专业课基础，跨考经管类先确认考不考数学三；同类专业之间跨考代价最小。',
    outsider:
      '- **对考研来说**：跨专业考研初试不设门槛，复试会考专业基础，先把目标专业的本科核心课和参考书过一遍，再定学校。',
  },
  job: {
    tier: '- **对求职来说**：大厂和部分国企校招会按第一学历筛简历，中型公司、民企和社招更看实习和项目；用能拿出手的实习、项目和作品把简历顶上去，内推比海投更容易过第一关。',
    arts: '- **对求职来说**：文科背景要用作品和实习说话：写作、数据分析或一项工具技能，能让你进运营、市场、内容和人力这些不看专业的岗位。',
    outsider:
      '- **对求职来说**：非本专业出身，招人的先看你能不能拿出做过的东西：一段对口实习、一个完整项目或作品集，比证书和课程更管用。',
  },
};

const GENERAL: Record<Background, string> = {
  tier: '- **学校层次**：本科学校影响的主要是按第一学历筛人的那一部分单位，大多数路看的是学历层次、专业和你准备得怎么样。',
  arts: '- **文理出身**：文理科影响的是要补的基础，不决定路能不能走。',
  outsider: '- **专业出身**：专业不对口要补的是对口的证明，不是从头再读一遍。',
};

/** What the fact of schooling changes for the earlier question, as lines; null when it is no such fact. */
export function backgroundChanged(slot: SlotChange): string[] | null {
  if (slot.kind !== 'background') return null;
  const kind = BACKGROUNDS.find(([, re]) => re.test(slot.to))?.[0];
  if (!kind) return null;
  const asked = slot.restated.replace(slot.to, '');
  const road = ROADS.find(([, re]) => re.test(asked))?.[0];
  const own = road ? BY_ROAD[road]?.[kind] : undefined;
  const said = slot.to.replace(/^(?:我的?|对了[，,\s]*我?)(?:本科)?(?:是|读的是)?/u, '');
  return [`**加上${said}这一条，上一个问题的答案是**：`, ...(own ? [own] : []), GENERAL[kind]];
}
