/*
 * '以后想进高校当老师，读博还是先工作': the clause that asks (读博还是工作) names two roads of one decision; the clause
 * before says why (the goal), and a topic found only there (高校教职) is the reason, not the question. The decision
 * whose two options the asking clause names answers, with the goal read into its position.
 */

/** The span of the clause that asks a choice ('…还是…'), or null when none does. */
export function askingClause(text: string): { start: number; end: number } | null {
  const at = text.indexOf('还是');
  if (at < 0) return null;
  const before = text.slice(0, at).search(/[，,。；;？?！!][^，,。；;？?！!]*$/u);
  const after = text.slice(at).search(/[，,。；;？?！!]/u);
  return { start: before < 0 ? 0 : before + 1, end: after < 0 ? text.length : at + after };
}

interface Hit {
  option?: number | undefined;
  at?: number | undefined;
  key: string;
}

/**
 * Whether two different options of a decision are named inside the asking clause, and the topic leading instead was
 * found only outside it.
 */
export function choiceAskedOver(
  decisionHits: readonly Hit[],
  topicHits: readonly Hit[],
  clause: { start: number; end: number },
): boolean {
  const inside = (h: Hit) =>
    h.at !== undefined && h.at >= clause.start && h.at + Array.from(h.key).length <= clause.end;
  const named = new Set(decisionHits.filter((h) => h.option !== undefined && inside(h)).map((h) => h.option));
  return named.size >= 2 && topicHits.length > 0 && topicHits.every((h) => h.at !== undefined && !inside(h));
}
