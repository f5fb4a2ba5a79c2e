/**
 * A turn that is only social: a greeting ('你好', '在吗'), thanks ('谢谢你的建议，很有帮助'), or a question about the
 * planner itself ('你是谁', '你能做什么'). None asks for career content, so none is read for an entry (which turned
 * '谢谢' into a job's three steps and '你能做什么' into finding one's direction); each gets a short reply that says
 * what the planner can do, with no service and no occupation. Only a turn made wholly of such words is social:
 * '你好，我想转行做产品' asks something, and is read as usual.
 */
export type SmallTalk = 'greeting' | 'thanks' | 'identity';

const GREETING =
  '(?:你好|您好|嗨|哈喽|哈啰|嘿|hi|hello|hey|在吗|在不在|在么|早上好|上午好|中午好|下午好|晚上好|早安|晚安|早|老师好|hello呀)';
const THANKS =
  '(?:(?:谢谢|感谢|多谢|谢啦|谢了|thanks|thankyou|thx)(?:你|您|老师|啦|了)?(?:的|这么)?(?:建议|回答|解答|帮助|分析|耐心|指点|回复)?' +
  '(?:很有|非常有|挺有|太有|超有)?(?:帮助|用|启发)?|(?:很|非常|挺|太|超)?有(?:帮助|用|启发)(?:了)?|明白了|懂了|知道了|辛苦了)';
const IDENTITY =
  '(?:你是谁|你叫什么(?:名字)?|你是(?:什么|机器人|ai|人工智能|真人|人吗|人还是机器)|介绍一下你自己|自我介绍一下|' +
  '你(?:能|可以|会)(?:做|干|帮我做|帮我干|帮我|帮)(?:什么|啥|哪些)(?:事|忙)?|你有(?:什么|哪些)功能|你会(?:什么|些什么|做什么)|怎么用你)';

/** Marks that do not change what a social turn is ('你好呀～', '谢谢啦！'). */
const MARKS = /[\s，,。.!！?？~～…、:：;；'"“”‘’()（）]/gu;
/** A sentence-final particle after any part ('你好呀', '谢谢啦'). */
const PARTICLE = '[呀啊呢哈嘛哦噢喔吧呗啦吗]*';

const WHOLE = new RegExp(`^(?:(?:${GREETING}|${THANKS}|${IDENTITY})${PARTICLE})+$`, 'u');
const HAS_THANKS = new RegExp(THANKS, 'u');
const HAS_IDENTITY = new RegExp(IDENTITY, 'u');

/** The kind of social turn the question is, or null when it asks anything more. */
export function smallTalkOf(question: string): SmallTalk | null {
  const q = question.toLowerCase().replace(MARKS, '');
  if (!q || q.length > 24 || !WHOLE.test(q)) return null;
  if (HAS_IDENTITY.test(q)) return 'identity';
  if (HAS_THANKS.test(q)) return 'thanks';
  return 'greeting';
}

const CAN_DO = [
  '- 看懂你的职业兴趣测评结果，找适合自己的方向',
  '- 选专业、考研还是工作、考公考编这类选择',
  '- 改简历、写自我介绍和求职信，准备面试',
  '- 入职、转行、跳槽和职场里遇到的事',
];

/**
 * The reply: a line for the turn, what the planner can help with, and an invitation to ask. Thanks after an answer
 * that listed things names them back instead of the generic menu: the asker is in the middle of a conversation, and
 * a reply that forgets what was just said reads as starting over.
 */
export function smallTalkText(kind: SmallTalk, listed: readonly string[] = []): string {
  if (kind === 'thanks' && listed.length)
    return [
      '不客气，很高兴能帮上忙。',
      `上面说的${listed.slice(0, 3).join('、')}，不用一次都做，挑一件最近一个月就能动手的先开始。`,
      '做的过程中卡在哪一步、或者情况有了变化（比如拿到 offer、换了打算），随时回来接着问我。',
      '想换个话题也可以，比如选专业、考研考公、改简历或准备面试。',
    ].join('\n');
  const opening =
    kind === 'thanks'
      ? ['不客气，很高兴能帮上忙。', '之后有新的进展或新的问题，随时回来问我，比如：']
      : kind === 'identity'
        ? ['我是 Lucina 的职业规划助手，专门陪你想清楚学业和职业上的选择。', '我能帮你：']
        : ['你好！我是 Lucina 的职业规划助手。', '我能帮你：'];
  return [...opening, ...CAN_DO, '说说你现在的年级或工作，和正在纠结的事，我们从那里开始。'].join('\n');
}
