import type { SafetyCategory } from '../safety/index.js';

/**
 * Every word the planner says when the safety gate declines: one or two sentences, what it can help with
 * instead, no occupation and no paid service. Someone in distress is pointed to a doctor and a hotline.
 */
const REDIRECT = '如果你愿意，我们可以聊聊专业选择、求职准备或职业规划方面的问题。';

export const DECLINE_TEXTS: Record<SafetyCategory, string> = {
  illegal: `抱歉，这个请求涉及违法违规的做法，我不能提供帮助。${REDIRECT}`,
  violence: `抱歉，涉及伤害他人的内容我不能提供帮助；如果你正遇到冲突或威胁，请向身边可信的人或警方求助。${REDIRECT}`,
  self_harm:
    '听到你这么难受，我很担心你。用药和身心状况我不能替医生判断，请尽快联系信任的人，拨打全国心理援助热线 12356 或北京心理危机研究与干预中心 010-82951332，也可以去医院的精神科或心理科就诊，如有危险请立即拨打 120 或 110。等你感觉好一些，我也愿意陪你慢慢聊学业和职业规划。',
  porn: `抱歉，这类内容我不能提供。${REDIRECT}`,
  gambling_drugs: `抱歉，涉及赌博或毒品的内容我不能提供帮助。${REDIRECT}`,
  fraud: `抱歉，涉及欺骗他人或弄虚作假的做法我不能提供帮助：伪造、买卖学历和证件是违法的，简历上的经历要真实，编造的经历经不起背调。${REDIRECT}`,
  discrimination: `抱歉，带有歧视的说法和做法我不能提供帮助，每个人都应当被公平对待。${REDIRECT}`,
  politics: `抱歉，这个话题不在我能讨论的范围内。${REDIRECT}`,
  privacy: `抱歉，查找或获取他人的个人信息、公司的客户资料属于侵犯隐私和商业秘密，我不能提供帮助。${REDIRECT}`,
  homework:
    '抱歉，论文、作业、作文和考试都需要你自己完成，我不能替你写或替你考。如果你想聊聊专业方向、求职准备或职业规划，我很乐意帮你一起梳理。',
  medical:
    '抱歉，用药、剂量和病情判断需要医生当面诊断，我不能给出建议，请到正规医院就诊或咨询医生。职业规划方面的问题，比如专业选择和求职准备，我可以帮你。',
};

/** What replaces an answer the gate stopped while it streamed, on the page and in the saved conversation. */
export const ANSWER_BLOCKED_NOTICE =
  '抱歉，这个回答包含不适合展示的内容，已停止生成。你可以换个方式提问，我可以继续帮你做职业规划和求职准备。';
