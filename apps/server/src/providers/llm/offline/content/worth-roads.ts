import type { RiasecType } from '@lucina/contracts';

/*
 * Roads students and young workers ask the worth of (亏不亏, 值不值, 划算吗, 浪费吗, 有必要吗): what each brings and
 * costs, which of the asker's words lean it one way or the other, the letters of the result that lean it, and what
 * would turn the lean. A fact that is a rule or a figure names where it is published.
 */
export interface WorthRoad {
  id: string;
  /** How the road is named in a question. */
  said: RegExp;
  /** The road in a few words, as the answer names it. */
  name: string;
  gain: string;
  cost: string;
  /** The lean each way, said as a verdict. */
  yes: string;
  no: string;
  /** The side leaned to when the asker has said nothing that decides it. */
  usual: 'yes' | 'no';
  /** What the asker says that leans the road each way. */
  yesWhen: RegExp;
  noWhen: RegExp;
  /** Result letters that lean it each way when the asker's words do not. */
  yesLetters: RiasecType[];
  noLetters: RiasecType[];
  /** What would turn each lean. */
  turnsYes: string;
  turnsNo: string;
  source?: string;
  /** Asked as 要不要 too: no decision of its own weighs this road against the asker's words. */
  whether?: boolean;
}

export const WORTH_ROADS: readonly WorthRoad[] = [
  {
    id: 'master-as-schoolteacher',
    said: /(?:研究生|硕士|研究僧).{0,10}(?:中学|小学|中小学|高中|初中)(?:当|做)?(?:老师|教师)|(?:中学|小学|中小学|高中|初中)(?:老师|教师).{0,10}(?:研究生|硕士)/u,
    name: '硕士去中小学当老师',
    gain: '编制、寒暑假和离家近的稳定；不少城市的教师招聘和人才引进对硕士有倾斜，好一些的中学招聘本来就越来越多要求硕士（以当地教育局当年公告为准）。',
    cost: '读研时的研究方向多半用不上；中小学工资主要跟地区、编制和职称走，硕士学历本身拉开的差距有限。',
    yes: '不算亏，想教书的话我倾向去',
    no: '按你说的情况，我倾向先别把中小学当成首选',
    usual: 'yes',
    yesWhen: /喜欢(?:教书|教学|孩子|讲课|当老师)|想(?:当|做)老师|稳定|编制|寒暑假|离家近|回老家|师范|学科教学|教育学/u,
    noWhen: /(?:想|喜欢)(?:做|搞)?(?:科研|研究)|读博|进高校|大厂|赚(?:大)?钱|收入高|工资高|不喜欢(?:孩子|教书|讲课)/u,
    yesLetters: ['S'],
    noLetters: ['I', 'R'],
    turnsYes:
      '如果你读研是为了做研究、以后想进高校或企业研发，或者目标城市的教招对硕士没有任何倾斜、而你手里的企业 offer 明显更好，就该重新掂量。',
    turnsNo: '如果你其实很享受讲课、最在意稳定和寒暑假，去中学就不亏。',
  },
  {
    id: 'cpa',
    said: /cpa|注会|注册会计师/iu,
    name: '考CPA',
    gain: '审计、财务管理、投行和咨询都认，是财会这条线上分量最重的证书；专业阶段 6 科可以分几年考，单科合格成绩 5 年内有效。',
    cost: '时间花得多，一般要两三年才考完，备考期间的晚上和周末基本都搭进去。',
    yes: '值得，我倾向考',
    no: '按你说的情况，我倾向先不把时间压在CPA上',
    usual: 'yes',
    yesWhen: /财务|会计|审计|事务所|投行|财管|四大|税务/u,
    noWhen: /不想(?:做|干)(?:财务|会计|审计)|不做财务|不干会计|转行|换行/u,
    yesLetters: ['C'],
    noLetters: ['A', 'R'],
    turnsYes: '如果你打算离开财会、审计这条线，或者眼下最缺的是第一份实习，就先把精力放在实习上，CPA 以后边工作边考。',
    turnsNo: '如果你会长期留在财务、审计或投资这条线，CPA 就值得考。',
    source: '财政部《注册会计师全国统一考试办法》；中国注册会计师协会',
  },
  {
    id: 'teacher-cert',
    said: /教资|教师资格/u,
    name: '考教资',
    gain: '进公办学校、正规民办学校和不少教培机构的硬门槛，不是师范生也能报考；笔试加面试，几个月的业余时间能准备下来，笔试单科合格成绩有效期 2 年。',
    cost: '报名费和几个月的业余时间；不进教育行业的话，它在别的行业几乎不加分。',
    yes: '划算，我倾向趁在校时考掉',
    no: '按你说的情况，我倾向不花这个时间',
    usual: 'yes',
    yesWhen: /(?:想|可能|也许|打算|考虑|不一定)(?:去)?(?:当|做)老师|教育|教培|家教|后路|备选|保底/u,
    noWhen: /不(?:想|打算|会)(?:当|做)老师|不当老师|不教书|不进教育/u,
    yesLetters: ['S'],
    noLetters: [],
    turnsYes: '如果你已经确定不会进教育行业，这几个月更值得花在目标行业的实习或证书上。',
    turnsNo: '如果教育行业还是你可能的一条路，它成本不高，可以当后路考掉。',
    source: '教育部《中小学教师资格考试暂行办法》',
  },
  {
    id: 'part-time-master',
    said: /非全|在职研|在职读研|在职研究生/u,
    name: '读非全日制研究生',
    gain: '学历学位证书和全日制的法律地位相同；体制内晋升、职称评定和一些岗位的硕士门槛用得上。',
    cost: '学费多是自己出，两三年的晚上和周末；部分企业校招和少数单位招聘仍会区分全日制。',
    yes: '有必要，我倾向读',
    no: '按你说的情况，我倾向先不读',
    usual: 'no',
    yesWhen: /体制|国企|事业单位|公务员|晋升|提拔|职称|评级|学历门槛|硕士门槛|单位(?:报销|出钱)|要求硕士/u,
    noWhen: /学技术|学技能|提升能力|只是想学|跳槽|转行/u,
    yesLetters: [],
    noLetters: [],
    turnsYes: '如果你单位的晋升、职称都不看学历，读它主要是为了学东西，那课程和项目比一张证书更划算。',
    turnsNo: '如果你的单位晋升、评职称或想去的岗位明写要硕士，非全就有必要读。',
    source: '教育部办公厅《关于统筹全日制和非全日制研究生管理工作的通知》（教研厅〔2016〕2号）',
  },
  {
    id: 'phd',
    said: /读博|博士|phd/iu,
    name: '读博',
    gain: '进高校任教、科研院所和企业研究岗的门槛，也是做自己想做的研究的几年。',
    cost: '一般要四年上下，延期不少见；收入晚几年，毕业时多在三十岁上下。',
    yes: '值得，我倾向读',
    no: '按你说的情况，我倾向不读',
    usual: 'no',
    yesWhen:
      /喜欢(?:做)?(?:科研|研究)|想(?:进|去)?(?:高校|研究所|研究院|科研)|当大学老师|高校老师|导师(?:很好|靠谱|支持)/u,
    noWhen:
      /早点(?:工作|赚钱)|想赚钱|不喜欢(?:科研|研究)|家里(?:条件|经济)(?:一般|不好|困难)|年纪(?:太)?大|年龄(?:太)?大|逃避/u,
    yesLetters: ['I'],
    noLetters: ['E', 'S'],
    turnsYes: '如果你做不下去的是研究本身而不只是某个课题，或者家里需要你早点挣钱，就别硬读。',
    turnsNo: '如果你真想进高校或科研单位、享受研究，而且有靠谱的导师，读博就值得。',
  },
  {
    id: 'master-civil-service',
    said: /(?:研究生|硕士).{0,10}(?:考公|公务员|科员|基层|选调)|(?:考公|公务员|科员|选调).{0,10}(?:研究生|硕士)/u,
    name: '硕士去考公做基层',
    gain: '稳定，离家近的选择多；不少省份的选调生和部分岗位限硕士及以上，同一岗位的对手少一些。',
    cost: '基层头几年事务性工作多，研究生专业用得少；收入按当地标准，不会因为学历高多少。',
    yes: '不算浪费，我倾向可以考',
    no: '按你说的情况，我倾向先别急着考公',
    usual: 'yes',
    yesWhen: /稳定|编制|离家近|回老家|家里希望|选调|体制/u,
    noWhen: /(?:喜欢|想做)(?:科研|研究|技术)|赚钱|收入高|工资高|大厂/u,
    yesLetters: ['C', 'S', 'E'],
    noLetters: ['I', 'A'],
    turnsYes: '如果你读研是冲着技术或研究方向去的，手里又有对口的好 offer，就先去对口的单位，考公以后社招岗位也能报。',
    turnsNo: '如果你最在意稳定和离家近，硕士考公并不浪费，选调生正是为这样的人设的。',
  },
  {
    id: 'outsourced-first-job',
    said: /外包/u,
    name: '第一份工作去外包',
    gain: '先有一份正式的项目经历和收入，比长时间空着更容易找下一份。',
    cost: '核心工作少、转正难，简历上的“外包”在部分大厂筛选时会被看低。',
    yes: '不算浪费，我倾向先去，但只当一两年的跳板',
    no: '按你说的情况，我倾向先别接',
    usual: 'yes',
    yesWhen: /只有(?:这个|一个|这一个)(?:offer)?|没(?:有)?(?:别的|其他)(?:offer)?|找了(?:很久|好久)|空窗|急着|先就业/iu,
    noWhen: /还有(?:别的|其他)(?:offer)?|甲方|自研|秋招还没|还在面|还有面试/iu,
    yesLetters: [],
    noLetters: [],
    turnsYes: '如果你手里还有甲方或自研公司的 offer，或者秋招还没结束，就先等一等别的机会。',
    turnsNo: '如果这是你眼下唯一的 offer、又已经空了一段时间，先去做、攒一两年项目经历再跳。',
  },
  {
    id: 'minor-degree',
    said: /辅修|双学位|第二学位|双专业|微专业/u,
    name: '辅修或读双学位',
    gain: '第二个领域的系统课程和证书，想跨到那个领域工作或跨考时是一块敲门砖（辅修证书和学士学位证书分量不同，先问清学校给的是哪一种）。',
    cost: '每学期多出几门课，主修绩点可能被拖累，而保研和不少校招看的是主修绩点。',
    yes: '值得，我倾向修',
    no: '按你说的情况，我倾向先保住主修',
    usual: 'yes',
    yesWhen: /想(?:转|去|做|跨|从事)|以后(?:想)?做|跨考|对口|感兴趣/u,
    noWhen: /保研|绩点(?:不高|一般|紧张|不行)|怕(?:主修)?(?:成绩|绩点)?(?:掉|下降|拖)|忙不过来|学不过来|精力不够/u,
    yesLetters: [],
    noLetters: [],
    turnsYes: '如果你在冲保研、主修绩点排名卡在线上，先保主修，第二个领域用选修、自学和项目补。',
    turnsNo: '如果主修绩点有余量、以后确实想往第二个领域走，辅修或双学位就值得。',
    whether: true,
  },
  {
    id: 'upgrade-then-master',
    said: /(?:专升本|升本|专科).{0,12}(?:考研|读研|研究生)/u,
    name: '专升本之后再考研',
    gain: '最高学历变成硕士，考公、进高校和研究岗的学历门槛跨过去了。',
    cost: '第一学历仍是专科，部分企业和个别院校的复试会看；又要两三年时间。',
    yes: '值得，我倾向考',
    no: '按你说的情况，我倾向先工作',
    usual: 'yes',
    yesWhen: /考公|选调|高校|当老师|研究|要求硕士|硕士门槛|不甘心|想提升/u,
    noWhen: /(?:已经|找到|拿到|有)(?:了)?(?:工作|offer)|家里(?:条件|经济)(?:一般|不好|困难)|早点(?:工作|赚钱)/iu,
    yesLetters: ['I'],
    noLetters: [],
    turnsYes: '如果你已经拿到满意的工作、目标岗位也不要硕士，或者家里需要你早点挣钱，就先工作，以后在职读。',
    turnsNo: '如果你想去的岗位、考公职位或高校明写要硕士，专升本之后再考研就值得。',
  },
  {
    id: 'mba',
    said: /e?mba/iu,
    name: '读MBA',
    gain: '管理知识、同学圈子和向管理岗转的敲门砖。',
    cost: '学费是一笔大钱，各校差别很大，以招生简章为准；报考要求本科毕业后有三年以上工作经验。',
    yes: '值得，我倾向读',
    no: '按你说的情况，我倾向先不读',
    usual: 'no',
    yesWhen: /管理岗|晋升|转管理|单位(?:报销|出钱)|公司(?:报销|出钱)|(?:工作|上班)(?:了)?(?:[三四五六七八九十]|\d+)年/u,
    noWhen: /应届|刚毕业|大[一二三四]|学技术/u,
    yesLetters: ['E'],
    noLetters: [],
    turnsYes: '如果你还没有几年工作经验、也不打算走管理，钱和时间更值得花在本行的技能上。',
    turnsNo: '如果你已有几年经验、正往管理岗走，或者单位愿意出学费，MBA 就值得。',
    source: '中国研究生招生信息网公布的管理类专业学位报考条件',
  },
];
