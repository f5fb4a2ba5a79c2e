import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlannerContent } from '../../src/providers/llm/offline/content/load.js';
import type { Major } from '../../src/providers/llm/offline/content/schema.js';

const DATA_DIR = path.resolve(import.meta.dirname, '../../src/seed/data');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

// Every majors file (majors.zh.json and its parts, majors.*.zh.json), as the engine loads them.
const majors: Major[] = loadPlannerContent().majors;
const onetCodes = new Set((readJson('occupations.json') as { code: string }[]).map((o) => o.code));

/** Enough majors that most students find their own. */
const MIN_MAJORS = 120;
/** The 学科门类 of 《普通高等学校本科专业目录》 a student may ask about. */
const DISCIPLINES = [
  '哲学',
  '经济学',
  '法学',
  '教育学',
  '文学',
  '历史学',
  '理学',
  '工学',
  '农学',
  '医学',
  '管理学',
  '艺术学',
];

/** The prose of an entry, which answers are composed from. */
const prose = (m: Major) => [
  m.summary,
  m.further,
  ...(m.publicSector ? [m.publicSector] : []),
  ...m.realities,
  ...m.outlets.map((o) => o.detail),
];
/** Sentences as an answer shows them: split at full stops, question and exclamation marks and semicolons. */
const sentences = (text: string) =>
  text
    .split(/[。！？；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

describe('planner majors content', () => {
  it(`covers at least ${MIN_MAJORS} majors and every 学科门类`, () => {
    expect(majors.length).toBeGreaterThanOrEqual(MIN_MAJORS);
    const present = new Set(majors.map((m) => m.discipline));
    expect(DISCIPLINES.filter((d) => !present.has(d))).toEqual([]);
    expect([...present].filter((d) => !DISCIPLINES.includes(d))).toEqual([]);
  });

  it('gives each major its own id and name, and no alias that names another major', () => {
    const ids = majors.map((m) => m.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const m of majors) {
      for (const word of new Set([m.name, ...m.aliases].map((w) => w.toLowerCase()))) {
        const other = owner.get(word);
        if (other) clashes.push(`${word}: ${other} / ${m.id}`);
        else owner.set(word, m.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('links only occupations that exist, and names distinct Holland letters', () => {
    const missing = majors.flatMap((m) =>
      m.outlets.flatMap((o) => (o.occupations ?? []).filter((c) => !onetCodes.has(c)).map((c) => `${m.id}: ${c}`)),
    );
    expect(missing).toEqual([]);
    expect(majors.filter((m) => new Set(m.riasec).size !== m.riasec.length).map((m) => m.id)).toEqual([]);
  });

  it('writes short sentences that say one thing', () => {
    const outOfRange = majors.flatMap((m) =>
      prose(m)
        .flatMap(sentences)
        .filter((s) => s.length < 15 || s.length > 80)
        .map((s) => `${m.id}: ${s}`),
    );
    expect(outOfRange).toEqual([]);
  });

  it('names the source of every figure it states', () => {
    const figure = /(\d+|[一二两三四五六七八九十百千万]+)\s*(%|％|万|亿|元|个?月|年)/;
    const unsourced = majors.filter((m) => !m.sources?.length && prose(m).some((t) => figure.test(t))).map((m) => m.id);
    expect(unsourced).toEqual([]);
  });

  it('shares no sentence of 12 or more characters between two majors', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const m of majors) {
      const own = new Set(
        [...prose(m), ...m.skills]
          .flatMap(sentences)
          .map((s) => s.replace(/[，、：:,.\s]/g, ''))
          .filter((s) => s.length >= 12),
      );
      for (const s of own) {
        const other = seen.get(s);
        if (other) shared.push(`${other} / ${m.id}: ${s}`);
        else seen.set(s, m.id);
      }
    }
    expect(shared).toEqual([]);
  });
});
