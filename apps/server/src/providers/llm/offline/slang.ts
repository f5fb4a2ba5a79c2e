/*
 * Students' slang for their prospects, read as what it means before the question is understood: '土木是不是凉了' asks
 * whether 土木 has a future, not whether an interview went quiet; '润去国企' is going to work at a 国企; '卷疯了' is
 * fierce competition. A word that means different things in different talk carries the context it is read in:
 * '面完是不是凉了' is about the interview and stays as said (the interview topic is keyed by it).
 */

interface Slang {
  said: RegExp;
  meant: string;
  /** The question is about something where the word means what it says, or another thing: left as said. */
  unless?: RegExp;
  /** Read so only when the question also says this. */
  only?: RegExp;
}

/** Talk of an application or an exam, where '凉了' means it failed rather than that a field is dying. */
const APPLYING =
  /面试|面完|一面|二面|三面|终面|群面|笔试|测评|hr|offer|通知|结果|简历|投递|投了|复试|初试|分数|成绩|考试|考砸|考完|上岸|录取|挂了|没过/iu;
/** Having missed a season or a step: '错过秋招是不是就寄了' is whether there is still a chance. */
const MISSED = /错过|没赶上|没参加|没投/u;
/** Things sent by post, where '寄了' is said of them literally. */
const POSTED = /档案|快递|邮寄|寄送|材料|协议|户口|证书|包裹/u;

const SLANG: Slang[] = [
  // Missing a season first: '错过秋招是不是就寄了' asks whether it is too late, whatever else it says.
  {
    said: /(?:是不是|是否)?(?:就|已经|彻底)?(?:凉了|凉凉了?|寄了|完蛋了|没戏了|废了)/gu,
    meant: '还来得及吗',
    only: MISSED,
    unless: POSTED,
  },
  // A field, major or job said to be '凉了' has no future; an application said so went quiet (left as said).
  {
    said: /(?:是不是|是否)?(?:已经|彻底|真的)?(?:凉了|凉凉了?|寄了|完蛋了|没救了|药丸)/gu,
    meant: '是不是没前途了',
    unless: new RegExp(`${APPLYING.source}|${POSTED.source}`, 'iu'),
  },
  // '天坑专业', '生化环材四大天坑', '劝退专业': majors said to be hard to find work with.
  { said: /(?:四大)?天坑(?:专业)?|劝退专业/gu, meant: '就业难的专业' },
  // '卷不过年轻人', '卷不动了': the asker out-competed by others, or worn out by it; said of the asker, not of a field.
  { said: /(?<![试问答考胶花])卷不过(?=年轻人|应届生|新人|后浪|小年轻|同龄人|同事|别人)/gu, meant: '竞争不过' },
  { said: /(?<![试问答考胶花])卷不动了?/gu, meant: '拼不动了' },
  // Competition: '卷疯了', '内卷太严重', '太卷了', '卷成红海'; not 试卷, 问卷, 答卷, 卷子.
  {
    said: /内卷|(?<![试问答考胶花])卷(?:疯了|死了|麻了|不动|不过|成红海|得厉害|得很|起来了?)|(?:太|很|好|超|巨|真|特别|越来越|这么)卷|红海/gu,
    meant: '竞争激烈',
  },
  // '还有红利吗', '是不是风口': whether a field still grows.
  { said: /(?:还有|有没有|还剩)(?:什么)?(?:红利|风口)吗?|(?:红利期|风口)(?:过了|没了|结束了?)/gu, meant: '前景怎么样' },
  { said: /风口|红利/gu, meant: '前景好的行业' },
  // '润': leaving, for abroad or for another employer; not 利润, 滋润, 湿润, 润色.
  { said: /(?<![利滋湿红温圆分浸丰])润(?:出国|去国外|出去|到国外|去海外)/gu, meant: '出国' },
  { said: /(?<![利滋湿红温圆分浸丰])润(?=去|到|回)/gu, meant: '' },
  // '转码': moving into programming; '转码专业' is moving to the computing major.
  { said: /转码(?=专业)/gu, meant: '转计算机' },
  { said: /转码/gu, meant: '转行做程序员' },
  // '还香吗', '香不香': still worth it.
  { said: /(?:还|现在还|到底)(?:香|吃香)(?:吗|不)|香不香/gu, meant: '还值得吗' },
  // '毕业即失业': not finding work on graduating.
  { said: /毕业(?:即|就)失业/gu, meant: '毕业找不到工作' },
  // '摆烂了两年', '摆烂': wasted time at university.
  { said: /摆烂了?/gu, meant: '荒废了' },
  // Laid off: '被优化', '被毕业' (of a job, not of a school: not '被毕业生').
  { said: /被(?:优化|毕业(?!生|证|论文|设计)|裁|干掉了)/gu, meant: '被裁员' },
  // '画饼': promises made only by word.
  { said: /画(?:大)?饼/gu, meant: '口头承诺' },
  // '咋整', '怎么整': how to go about it.
  { said: /(?:咋|怎么)整/gu, meant: '怎么办' },
  // '跑路': leaving the job, when it is the asker's own work (not a boss or company that ran off).
  { said: /跑路/gu, meant: '离职', unless: /(?:老板|公司|老赖|机构|中介)(?:\p{Script=Han}{0,2})跑路/u },
  // '鸽了offer', '放鸽子': backing out of what was signed or accepted.
  {
    said: /(?:鸽了|鸽掉|放(?:了)?(?:\p{Script=Han}{0,3})鸽子)(?=.{0,6}(?:offer|三方|合同|协议))|(?<=(?:offer|三方|合同|协议).{0,4})(?:鸽了|鸽掉)/giu,
    meant: '违约',
  },
  // '泡池子': passed the interview, held in the pool while the offer waits.
  { said: /(?:在|被)?泡(?:在)?池子(?:里)?/gu, meant: '面试后等通知' },
  // '大小周', '007': long hours, unless the term itself is asked about ('大小周是什么意思', '996和大小周合法吗').
  {
    said: /大小周|(?<!\d)007(?!\d)/gu,
    meant: '加班多',
    unless: /(?:大小周|007)(?:到底)?(?:是|指|什么|啥|合法|违法|算不算)|什么(?:是|叫)(?:大小周|007)/u,
  },
  // '宇宙的尽头是考公': whether everyone should end up sitting the exam.
  { said: /宇宙的?尽头是(考公|考编|编制|公务员)/gu, meant: '是不是都该$1' },
  // '牛马', '社畜', '打工人': someone working for a wage.
  { said: /牛马|社畜|打工人/gu, meant: '上班族' },
];

/** The question with its slang read as what it means in the question's context. */
export function readSlang(question: string): string {
  let text = question;
  for (const s of SLANG) {
    if (s.unless?.test(question) || (s.only && !s.only.test(question))) continue;
    text = text.replace(s.said, s.meant);
  }
  return text;
}
