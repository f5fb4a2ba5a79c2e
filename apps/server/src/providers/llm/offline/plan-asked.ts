/**
 * The asker's own career plan asked for ('帮我规划一下职业吧', '能帮我做个职业规划吗'): a direction to find, not the
 * 规划师 jobs its words name, nor the interview question about one's plans ('面试问职业规划怎么答').
 */
const PLAN_ASKED =
  /(?:规划|计划)(?:一下)?(?:我的?)?(?:职业|未来|人生|生涯|以后|将来)|(?:职业|生涯|人生)(?:发展)?规划(?!师)/u;
const ASKED_OF_ME = /面试|被问|问到|怎么(?:回)?答|咋答|hr问|考官|自我介绍/iu;
export const plansAsked = (question: string) => PLAN_ASKED.test(question) && !ASKED_OF_ME.test(question);
