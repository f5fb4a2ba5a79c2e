import type { Part } from './parts.js';
import { SEEKING_WORK } from './stage.js';

/*
 * Strain the asker says of themselves, of sleep or mood ('压力太大一直失眠', '找工作找得快崩溃了，天天哭', '上班前都想吐'):
 * not a crisis (the safety gate answers talk of ending one's life), but more than a career question. A counsellor
 * answers the person first: it is real, where to get help (a doctor, the school's counselling centre, the national
 * hotline), one small thing to do this week. What the content has on the career matter follows, and nothing is sold.
 */

/** Strain of body or mood, said as the asker's own state. */
const STRAIN =
  /失眠|睡不着|睡不好|整夜整夜|天天哭|总是?想哭|一直哭|哭了好几次|快?崩溃了?|情绪(?:很|特别|非常|一直)?(?:低落|崩溃|失控)|心情(?:很|特别|一直)(?:差|低落|糟)|喘不过气|心慌|手抖|(?:上班|上学|考试|面试|开会)前(?:都|就)?(?:想吐|发抖|心慌|肚子疼)|什么都不想做|觉得自己(?:很|特别|好)?没用|感觉自己(?:很|特别|好)?没用|每天都(?:很|特别)?难受|压力(?:太|好|特别|非常)?大到[^，。,；;？?]{1,6}|(?:每天|天天|早上)?(?:都)?不想起床|起不来床|(?:什么|啥)事?都提不起(?:劲|兴趣)|压力(?:太|好|特别|非常)大[^。？?]{0,14}(?:都|也)不想(?:找工作|上班|上学|学习|复习|动)了/u;

/**
 * Said of someone else ('室友最近失眠'), asked of a job ('做护士会不会失眠'), or kept awake by noise ('室友打游戏吵得我
 * 睡不着'): not the asker's own strain.
 */
const NOT_OWN =
  /(?:朋友|室友|同学|同事|家人|妈妈|爸爸|我妈|我爸|男朋友|女朋友|对象|他|她)[^，。,？?]{0,6}(?:失眠|睡不着|哭|崩溃|情绪|心情|没用)|(?:会不会|容易|会|导致)(?:失眠|睡不着|崩溃)|吵得?我?睡不着/u;

/** The asker's words for their strain, or null when they say none. */
export function strainSaid(question: string): string | null {
  if (NOT_OWN.test(question)) return null;
  return STRAIN.exec(question)?.[0] ?? null;
}

/** The care said first, in the asker's own words for what they feel. */
export function strainPart(said: string): Part {
  return {
    heading: '### 先照顾好自己',
    lines: [
      `你说的“${said}”，说明压力已经压到了身体和情绪上，这不是矫情，也不是你不够努力，值得先当回事。`,
      '- **找专业的人看看**：睡不好、情绪低落持续两周以上没有好转，去医院的精神心理科或睡眠门诊；在校生可以先去学校的心理咨询中心，一般免费。',
      '- **想找人说说**：全国心理援助热线 12356 可以打；如果出现伤害自己的念头，请马上告诉身边的人，或拨打 120、110。',
      '- **这几天先做小事**：固定起床时间，睡前一小时放下手机，白天出门走二十分钟；把最压着你的那件事写下来，只定一个这周能做的第一步。',
    ],
    from: '压力与身心状况',
  };
}

/** Asked when the content has nothing on what weighs on them: about the matter they named, when they named one. */
export function strainAsk(question: string): string {
  const then = '愿意的话说说，我们一起把它拆成能做的几步。';
  if (SEEKING_WORK.test(question)) return `找工作卡在哪一步了：投了没回音、面试总挂，还是不知道该投什么？${then}`;
  if (/考研|考公|考编|备考|考试|复习/u.test(question))
    return `备考卡在哪里：进度跟不上、分数上不去，还是担心考不上以后怎么办？${then}`;
  if (/上班|工作|公司|单位|领导|同事|加班/u.test(question))
    return `工作里最压人的是哪件事：活太多、和人相处，还是看不到方向？${then}`;
  return `压着你的主要是学业、找工作，还是工作里的事？${then}`;
}
