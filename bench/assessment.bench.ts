import { fmt, percentile } from './lib.js';
import { assessment } from './server.js';

const { readOccupations, riasecContent, buildCatalog, rankOccupations, scoreAnswers } = assessment;

/**
 * CPU cost of one result: scoring 48 answers and ranking all 923 occupations by Pearson r against the
 * in-memory catalogue (what a result page does per request; no database involved).
 */
export function assessmentBench(iterations = 2000) {
  const catalog = buildCatalog(readOccupations());
  const questions = riasecContent.items.map((item, i) => ({ id: i + 1, type: item.type }));
  let seed = 42;
  // Deterministic answers (LCG), so runs compare like with like.
  const nextValue = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return 1 + (seed % 5);
  };
  const answerSets = Array.from({ length: iterations }, () => new Map(questions.map((q) => [q.id, nextValue()])));

  const run = (answers: Map<number, number>) => rankOccupations(catalog, scoreAnswers(questions, answers).percent);
  for (const answers of answerSets.slice(0, 200)) run(answers); // warm-up

  const times: number[] = [];
  let matched = 0;
  for (const answers of answerSets) {
    const t0 = process.hrtime.bigint();
    matched += run(answers).matches.length;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(`\n[assessment] score 48 answers + rank ${catalog.items.length} occupations, ${iterations} runs`);
  console.log(`  median ${fmt(median, 3)} ms  p99 ${fmt(p99, 3)} ms  max ${fmt(times.at(-1)!, 3)} ms`);
  console.log(`  labelled matches per run (r ≥ 0.4): ${fmt(matched / iterations, 0)}`);
  return { median, p99 };
}
