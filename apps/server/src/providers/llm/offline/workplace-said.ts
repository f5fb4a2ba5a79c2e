/*
 * '现在在一家小公司做出纳': the kind of company the asker works at, stated, is no choice between kinds of company
 * (大厂还是创业公司) unless the question weighs one ('在小公司做会计，要不要跳去大厂'). Read as the choice, a graduate
 * telling what they do now was answered on whether to join a startup.
 */

/** Words that weigh or ask: with one, the company named may well be the choice asked about. */
const WEIGHS = /还是|要不要|去不去|该不该|值不值|好不好|怎么样|能去|选哪|[吗呢？?]/u;
/** '…工资老是拖，怎么办？' asks what to do where one works, not which kind of company to choose. */
const ASKS_WHAT_TO_DO = /(?:怎么办|咋办|怎么处理|该怎么做)[？?]*\s*$/u;

/** Whether a decision's phrase at `at` names where the asker works ('在一家小公司做…'), in a question that weighs nothing. */
export function workplaceSaid(at: number | undefined, key: string, kind: string, lower: string): boolean {
  if (at === undefined || kind === 'topic') return false;
  const before = lower.slice(Math.max(0, at - 3), at);
  // '创业公司上班' found by its 创业: the company word between the phrase and the work.
  const after = lower.slice(at + key.length, at + key.length + 4).replace(/^(?:公司|团队|企业)/u, '');
  return (
    /在(?:一家|一个|家|个)?$/u.test(before) &&
    /^(?:里|上班|工作|做|当|干|实习)/u.test(after) &&
    !WEIGHS.test(lower.replace(ASKS_WHAT_TO_DO, ''))
  );
}
