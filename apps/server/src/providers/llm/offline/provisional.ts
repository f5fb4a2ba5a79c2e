import type { Part } from './parts.js';

/**
 * When the planner's content has no entry for a question, a provisional answer still helps: how a counsellor
 * would go about the question's own subject (what to check, who to ask, how to try it cheaply), said in terms
 * of that subject, and then one question back. Never a neighbouring topic's block.
 */

type Kind = 'trouble' | 'procedure' | 'judge' | 'how' | 'amount' | 'what';

/**
 * A procedure at school or work ('发票怎么报销', '档案去哪里办', '要哪些材料'): its steps are the institution's own rules,
 * not a goal to prepare for, so the answer says where those rules are kept and who can answer.
 */
const PROCEDURE =
  /流程|手续|(?:哪些|什么|要|准备)材料|(?:怎么|如何)(?:办理|开具|开证明|提交|盖章|补办|领取)|(?:去哪里?|在哪里?|找谁)(?:办|开|盖章|申请|领取)|报销|盖章|审批|请假/u;

/** Something that happened to the asker ('被扣了押金', '受伤了单位不管'): not a goal to prepare for. */
const TROUBLE =
  /受伤|伤了|被骗|被坑|被欺负|被辞退|被开除|被裁|被骂|被打|被威胁|骚扰|拖欠|欠薪|扣(?:了|下|着)?(?:我的?)?(?:工资|押金|钱|证件|毕业证|身份证)|罚款|不给(?:钱|工资|报销|证明|退)|不退|不管|不放人|不让走|纠纷|违约|维权|投诉|起诉|出事/u;

function kindOf(question: string): Kind {
  if (TROUBLE.test(question)) return 'trouble';
  if (PROCEDURE.test(question)) return 'procedure';
  if (/多久|多长时间|多少钱|多少|几年|几个月|工资|薪资|收入/u.test(question)) return 'amount';
  if (/怎么|如何|咋|步骤|准备/u.test(question)) return 'how';
  if (/吗|是不是|值不值|要不要|能不能|会不会|靠谱|正常|行不行|好不好|有没有用/u.test(question)) return 'judge';
  return 'what';
}

const LINES: Record<Kind, (s: string) => string[]> = {
  trouble: (s) => [
    `遇到${s}这类事，先做三件事：`,
    `1. 留证据：合同或协议、通知、聊天记录、工资条或转账记录，把时间和经过写下来，越早越全越好。`,
    `2. 先书面提要求：用微信或邮件向对方说清你的诉求，保存回复，不少事在这一步就能解决。`,
    `3. 找对口的地方：在校生先找学校就业办或辅导员；劳动方面的问题打 12333、向当地劳动监察投诉或申请劳动仲裁（不收费）；涉及被骗钱款的及时报警；经济困难可以拨 12348 申请法律援助。`,
  ],
  procedure: (s) => [
    `${s}的具体步骤由各单位自己定，站内没有通用的版本，可以这样问到准的：`,
    `1. 先查成文的规定：公司的员工手册、财务或人事制度、OA 里的办事指南，学校的教务处、就业办或学院官网通知。`,
    `2. 问管这件事的人：报销找财务，合同、社保、档案找人事，学籍和证明找教务或辅导员，问清要哪些材料、谁签字、多久办完。`,
    `3. 自己留一份底：交出去的单据、表格和签批拍照或复印，记下提交日期，卡住时拿着记录去问最快。`,
  ],
  judge: (s) => [
    `先给一个初步判断：${s}值不值得、靠不靠谱，不看别人怎么说，而看它和你的情况合不合。`,
    `1. 把${s}落到具体的事上：每天做什么、要什么门槛、三五年后的人在做什么。`,
    `2. 找两三个正在做${s}的人聊二十分钟（学长学姐、校友、招聘软件上的从业者），问他们最累和最值的地方。`,
    `3. 先用小成本试一试${s}（一段实习、一个小项目、一次旁听或兼职），试过再下大决心。`,
  ],
  how: (s) => [
    `关于${s}，一般可以按三步走：`,
    `1. 弄清${s}的硬门槛：学历、证书、作品或经验，哪一条是招聘里必写的。`,
    `2. 把${s}最硬的那条门槛拆成每周能做的小目标，先做出一两件能拿给别人看的东西。`,
    `3. 边做边问：拿你的进度去问做${s}的前辈或老师，按反馈调整，比闷头准备快得多。`,
  ],
  amount: (s) => [
    `${s}要多久、能挣多少，差别主要来自起点、城市和投入的时间，没有对所有人都准的数。`,
    `1. 时间：按你现在的基础，先给${s}定一个三个月能达到的小目标，做完再估剩下的。`,
    `2. 收入：在招聘软件上搜${s}相关岗位，看你所在城市二三十条真实招聘的薪资区间，取中间值作参考。`,
    `3. 再拿${s}的这个数对照你的生活成本（房租、通勤、吃饭），就知道够不够。`,
  ],
  what: (s) => [
    `先说说我对${s}的初步看法：它适不适合你，取决于你想要的生活和你已经有的底子。`,
    `1. 看门槛：${s}通常看重哪些学历、证书或作品，你现在离它有多远。`,
    `2. 看日常：去招聘软件翻十条${s}相关的岗位描述，划出你愿意每天做的事。`,
    `3. 看出路：问问做了几年${s}的人后来去了哪里，这决定它是跳板还是终点。`,
  ],
};

/** The provisional part for a question whose subject the content does not cover. */
export function provisionalPart(question: string, subject: string): Part {
  const lines = LINES[kindOf(question)](subject);
  // Money asked of a job seeker is the most common trap: said wherever a question mentions paying.
  if (
    /交钱|交.{0,4}费|押金|收费|付费|先付|培训贷/u.test(question) &&
    /招聘|工作|入职|培训|面试|岗位|兼职|实习/u.test(question)
  )
    lines.push(`招聘方要求先交钱、押金或办培训贷的，基本可以判定不正规，先停下，向学校就业办或当地人社部门核实。`);
  return { lines, from: '通用的求职方法' };
}

/** One question back, about what would let the next answer be specific. */
export function clarifyQuestion(subject: string, stage: string | undefined, question = ''): string {
  if (kindOf(question) === 'procedure')
    return `关于${subject}，你是在公司还是在学校办？卡在哪一步、对方怎么说的？告诉我，我再说具体。`;
  if (TROUBLE.test(question))
    return `关于${subject}，你是在校生实习、已经签了劳动合同，还是别的情况？发生多久了，手里有哪些记录？告诉我，我再说具体。`;
  return stage
    ? `关于${subject}，你最在意的是收入、稳定、兴趣还是离家近？已经试过哪些？告诉我，我再说具体。`
    : `关于${subject}，你现在是在读、应届还是已经工作？最在意收入、稳定还是兴趣？告诉我，我再说具体。`;
}

/**
 * A question of how long ('要准备多久') whose answer names no span of time: how to size it, in the subject's terms.
 */
export function durationLines(subject: string): string[] {
  return [
    `${subject}要花多久，主要看起点和每周能投入的时间：每周能稳定投入十来个小时的人，通常三个月能看到第一批成果，半年到一年能拿出够得上招聘要求的水平。`,
    `先按月拆：第一个月补最基础的部分，第二三个月做一件能拿给别人看的东西，之后每月对照招聘要求查缺补漏，进度比预想慢就调整，不必一开始就定死一年。`,
  ];
}
