import type { Route } from './routes.js';

/**
 * Routes into work whose name sounds sensitive (a prison's clinic, cosmetic medicine, the lottery, security,
 * protecting minors online) and which people ask about in earnest: the licence, the employer and the rule that makes
 * it legitimate, so the answer says how one enters it rather than whether one should.
 */
export const SENSITIVE_ROUTES: readonly Route[] = [
  {
    family: '监狱和戒毒场所',
    match: /监狱|戒毒所|强制隔离戒毒|看守所/,
    steps: [
      '监狱、强制隔离戒毒所的岗位大多属于司法行政系统的人民警察职位，通过国考或省考招录，笔试后同样要过体检、体能测评和政审',
      '所里的医生、心理矫治岗要求医学或心理学专业，医疗岗多数要执业医师资格；少数岗位由事业单位招聘，以当年公告为准',
    ],
  },
  {
    family: '医疗美容',
    match: /医美|医疗美容|整形医院|美容医院|整形外科/,
    steps: [
      '按《医疗美容服务管理办法》，医美只能由取得医疗机构执业许可、登记了医疗美容科目的机构开展，做手术和注射的主诊医师要有执业医师资格和相应专业经历',
      '医美咨询师（顾问）不是医务人员，不能替医生做诊断和治疗建议；挑机构先在卫生健康委网站查执业许可和医师执业信息，只靠提成、让顾客贷款做项目的机构要避开',
    ],
  },
  {
    family: '内容安全和未成年人保护',
    match: /防沉迷|未成年人?保护|内容审核|审核员|内容安全/,
    steps: [
      '游戏、短视频和社区平台都设内容审核、内容安全和未成年人保护岗位，依据《未成年人保护法》《未成年人网络保护条例》和防沉迷规定做实名认证、时长和充值限制、投诉处理',
      '入门多是内容审核员，往上是审核策略、风控和合规，法学、心理学、教育学和数据分析背景都用得上',
    ],
  },
  {
    family: '军工和涉密单位',
    match: /军工|涉密|保密岗|国防科研/,
    steps: [
      '军工集团和国防科研院所按专业招人，入职前要过保密审查（政审）：本人政治表现和有无违法犯罪，家庭成员和主要社会关系有无境外情况',
      '上岗后按涉密人员管理：出国（境）要审批，离岗后有脱密期（《保守国家秘密法》），签约前想清楚能不能接受这些约束',
    ],
  },
  {
    family: '彩票行业',
    match: /彩票/,
    steps: ['内地合法的彩票只有体育彩票和福利彩票，发行和销售机构多属事业单位，通过事业单位招聘进入'],
  },
  {
    family: '安保',
    match: /保安|安保|保镖|私家侦探|私人侦探/,
    steps: [
      '保安员要经公安机关考核取得保安员证才能上岗（《保安服务管理条例》），保镖、押运等安保服务都在持证的保安服务公司里做',
      '私家侦探、讨债在我国不合法，打着这类名义招人的要远离；想做调查类工作，看企业的合规、风控和尽职调查岗位',
    ],
  },
];
