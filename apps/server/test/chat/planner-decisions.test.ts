import { describe, expect, it } from 'vitest';
import { loadPlannerContent } from '../../src/providers/llm/offline/content/load.js';

// Every file of each kind (topics.zh.json and its parts beside it), as the engine loads them.
const { decisions, topics } = loadPlannerContent();

/** Every piece of prose with where it sits, so a repeat can be traced to both places. */
function prose(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const add = (where: string, texts: (string | undefined)[]) =>
    texts.forEach((text) => text && out.push({ where, text }));
  for (const d of decisions) {
    add(`decision ${d.id}`, [d.framing, ...d.considerations, ...d.steps]);
    d.options?.forEach((o) =>
      add(`decision ${d.id} option ${o.name}`, [...o.fitsWhen, ...o.costs, ...(o.start ?? [])]),
    );
    d.cases.forEach((c) => add(`decision ${d.id} case ${c.id}`, [...c.advice, c.lean]));
  }
  for (const t of topics) add(`topic ${t.id}`, [...t.points, ...(t.pitfalls ?? []), t.example]);
  return out;
}

/** The list items an answer is built from: one point each, short enough to read at a glance. */
function items(): string[] {
  return [
    ...decisions.flatMap((d) => [
      ...d.considerations,
      ...d.steps,
      ...(d.options ?? []).flatMap((o) => [...o.fitsWhen, ...o.costs, ...(o.start ?? [])]),
      ...d.cases.flatMap((c) => c.advice),
    ]),
    ...topics.flatMap((t) => [...t.points, ...(t.pitfalls ?? [])]),
  ];
}

describe('planner decisions and topics', () => {
  it('cover at least 40 decision situations and 40 job-search topics', () => {
    expect(decisions.length).toBeGreaterThanOrEqual(40);
    expect(topics.length).toBeGreaterThanOrEqual(40);
  });

  it('give every entry, and every case within a decision, its own id', () => {
    const ids = [...decisions.map((d) => d.id), ...topics.map((t) => t.id)];
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const d of decisions) {
      const caseIds = d.cases.map((c) => c.id);
      expect(
        caseIds.filter((id, i) => caseIds.indexOf(id) !== i),
        d.id,
      ).toEqual([]);
    }
  });

  it('relate decisions only to decisions that exist, never to themselves', () => {
    const known = new Set(decisions.map((d) => d.id));
    const broken = decisions.flatMap((d) =>
      (d.related ?? []).filter((id) => !known.has(id) || id === d.id).map((id) => `${d.id} → ${id}`),
    );
    expect(broken).toEqual([]);
  });

  it('give every choice at least two options to take a position between', () => {
    const single = decisions.filter((d) => d.options && d.options.length < 2).map((d) => d.id);
    expect(single).toEqual([]);
  });

  it('say for every option of a choice how to start down that road', () => {
    const without = decisions.flatMap((d) =>
      (d.options ?? []).filter((o) => !o.start?.length).map((o) => `${d.id} option ${o.name}`),
    );
    expect(without).toEqual([]);
  });

  it('say one thing per item, in 15 to 90 characters', () => {
    const off = items().filter((s) => s.length < 15 || s.length > 90);
    expect(off).toEqual([]);
  });

  it('never repeat a sentence of 12 or more characters in two places', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { where, text } of prose()) {
      for (const sentence of text.split(/[。！？；\n]/).map((s) => s.trim())) {
        if ([...sentence].length < 12) continue;
        const first = seen.get(sentence);
        if (first) repeats.push(`${first} | ${where}: ${sentence}`);
        else seen.set(sentence, where);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('name a source wherever a rate or a multiple is stated', () => {
    const rate = /\d\s*%|百分之|倍/;
    const entries = [
      ...decisions.map((d) => ({ id: d.id, sources: d.sources, text: JSON.stringify(d) })),
      ...topics.map((t) => ({ id: t.id, sources: t.sources, text: JSON.stringify(t) })),
    ];
    const unsourced = entries.filter((e) => rate.test(e.text) && !e.sources?.length).map((e) => e.id);
    expect(unsourced).toEqual([]);
  });

  it('point each trigger phrase at one decision, case or topic, so a question is never split between two', () => {
    const owners = new Map<string, string[]>();
    const own = (where: string, triggers: string[]) =>
      triggers.forEach((t) => owners.set(t.toLowerCase(), [...(owners.get(t.toLowerCase()) ?? []), where]));
    for (const d of decisions) {
      own(d.id, d.triggers);
      d.cases.forEach((c) => own(`${d.id}/${c.id}`, c.triggers));
    }
    topics.forEach((t) => own(t.id, t.triggers));
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('name triggers as a student types them: no blanks, Latin text in lower case', () => {
    const all = [...decisions, ...decisions.flatMap((d) => d.cases), ...topics].flatMap((e) => e.triggers);
    expect(all.filter((t) => t.trim() !== t || t !== t.toLowerCase())).toEqual([]);
    // A topic's condition words are matched against the conversation in lower case too.
    const conditions = topics.flatMap((t) => t.onlyWith ?? []);
    expect(conditions.length).toBeGreaterThan(0);
    expect(conditions.filter((w) => w.trim() !== w || w !== w.toLowerCase())).toEqual([]);
  });
});
