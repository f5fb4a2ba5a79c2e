import type { UpstreamCall, UpstreamScript } from '../test/chat/fake-upstream.js';

/**
 * A stand-in model for measuring the tool-using path without a network: it looks up the first occupation
 * the grounding context names (or searches by the asker's code), then answers by restating the material
 * composed for the question and linking the occupations the tool returned. It knows nothing the context did not give it.
 */
export function toolUsingFakeModel(body: UpstreamCall['body']): UpstreamScript {
  // Asked as the judge: a fixed grade that says it is one, so the judging pipeline is measured, not the model.
  if (body.messages[0]?.content?.startsWith('你是职业规划回答的评审'))
    return { content: ['{"specific":3,"correct":4,', '"actionable":3,"safe":5,"comment":"假模型的固定评分"}'] };
  const system = body.messages.filter((m) => m.role === 'system').map((m) => m.content ?? '');
  const context = system[1] ?? '';
  const code = /代码是 ([RIASEC]{1,3})/.exec(system[0] ?? '')?.[1];
  const tools = body.messages.filter((m) => m.role === 'tool');
  if (!tools.length && body.tools) {
    const occ = /\[occ:[^\]]+\] \{"id":"[^"]+","title":"([^"]+)"/.exec(context)?.[1];
    if (occ) return { toolCalls: [{ name: 'lookup_occupation', arguments: JSON.stringify({ name: occ }) }] };
    if (code)
      return { toolCalls: [{ name: 'search_occupations', arguments: JSON.stringify({ interest_code: code }) }] };
  }
  const found = tools.flatMap(
    (t) =>
      (JSON.parse(t.content ?? '{}') as { occupations?: Array<{ title: string; page?: string }> }).occupations ?? [],
  );
  // It repeats the material composed for the question, as a model that only restates its context would.
  const material = /【为这个问题整理的站内资料】\n([\s\S]*?)(?:\n\n【|$)/.exec(context)?.[1] ?? '';
  const facts = material.split('\n').filter((l) => !l.startsWith('可推荐的服务'));
  const lines = [
    ...facts,
    ...(found.length
      ? ['相关职业：' + found.map((o) => (o.page ? `[${o.title}](${o.page})` : o.title)).join('、')]
      : []),
    ...(code ? [`你的兴趣代码是 ${code}，可以优先考虑与之契合的方向。`] : []),
  ];
  return { content: lines.map((l) => `${l}\n`) };
}
