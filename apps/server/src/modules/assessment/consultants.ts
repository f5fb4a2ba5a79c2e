import type { Consultant, RiasecType } from '@lucina/contracts';

interface ConsultantProfile extends Omit<Consultant, 'reasonZh'> {
  /** Interest types whose people this consultant most often guides. */
  types: RiasecType[];
  reasonZh: (code: string) => string;
}

/** The career-planning consultants of the service market (config id 14 career planning, 13 job-hunting companion…). */
const CONSULTANTS: readonly ConsultantProfile[] = [
  {
    id: 'c-tech',
    name: '周老师',
    title: '技术方向职业规划顾问',
    years: 9,
    specialtiesZh: ['互联网与软件岗位', '工科转行', '技术岗面试'],
    introZh: '曾任互联网公司技术招聘负责人，熟悉研发、测试、数据类岗位的能力要求与成长路径。',
    types: ['R', 'I'],
    reasonZh: (code) => `你的兴趣代码 ${code} 偏向动手与钻研，适合从技术岗位的能力要求入手规划。`,
    serviceConfigId: 14,
  },
  {
    id: 'c-research',
    name: '陈老师',
    title: '升学与科研规划顾问',
    years: 11,
    specialtiesZh: ['考研择校', '保研与科研经历', '硕博申请'],
    introZh: '高校教师背景，长期指导本科生科研与升学，擅长把兴趣转化为可执行的升学方案。',
    types: ['I', 'A'],
    reasonZh: (code) => `你的兴趣代码 ${code} 中研究型突出，适合一起评估深造与科研路线。`,
    serviceConfigId: 10,
  },
  {
    id: 'c-creative',
    name: '林老师',
    title: '创意与传媒职业顾问',
    years: 8,
    specialtiesZh: ['设计与内容岗位', '作品集指导', '新媒体求职'],
    introZh: '曾在广告与内容平台负责创意团队，熟悉设计、编辑、品牌类岗位的作品集与面试要求。',
    types: ['A', 'S'],
    reasonZh: (code) => `你的兴趣代码 ${code} 带有艺术型特点，作品集和创意岗位规划值得提前准备。`,
    serviceConfigId: 14,
  },
  {
    id: 'c-people',
    name: '王老师',
    title: '教育与公共服务方向顾问',
    years: 10,
    specialtiesZh: ['教师与公共服务岗位', '考公考编', '人力资源'],
    introZh: '熟悉教师招聘、事业单位与公务员考试，也长期从事高校就业指导。',
    types: ['S', 'C'],
    reasonZh: (code) => `你的兴趣代码 ${code} 中社会型突出，适合了解教育、公共服务与考编路径。`,
    serviceConfigId: 5,
  },
  {
    id: 'c-business',
    name: '赵老师',
    title: '商业与管理方向求职顾问',
    years: 12,
    specialtiesZh: ['市场与运营', '管培生', '群面与案例面试'],
    introZh: '曾任快消与互联网企业校招负责人，熟悉管培生、市场、销售与运营岗位的选拔方式。',
    types: ['E', 'S'],
    reasonZh: (code) => `你的兴趣代码 ${code} 中企业型突出，适合规划商业、管理类岗位的求职路线。`,
    serviceConfigId: 13,
  },
  {
    id: 'c-finance',
    name: '刘老师',
    title: '金融与财务方向职业顾问',
    years: 9,
    specialtiesZh: ['银行与证券', '财务审计', '专业证书规划'],
    introZh: '金融行业从业多年，熟悉银行、券商、会计师事务所的招聘节奏和证书要求。',
    types: ['C', 'E'],
    reasonZh: (code) => `你的兴趣代码 ${code} 中常规型突出，适合了解金融、财务类岗位与证书路线。`,
    serviceConfigId: 13,
  },
];

/** The two consultants whose types best cover the user's top three (weights 3, 2, 1); ties keep catalogue order. */
export function recommendConsultants(order: readonly RiasecType[], hollandCode: string, count = 2): Consultant[] {
  const weight = (t: RiasecType) => Math.max(0, 3 - order.indexOf(t));
  return CONSULTANTS.map((c, index) => ({ c, index, score: c.types.reduce((s, t) => s + weight(t), 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ c: { types: _types, reasonZh, ...rest } }) => ({ ...rest, reasonZh: reasonZh(hollandCode) }));
}
