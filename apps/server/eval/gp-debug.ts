import fs from 'node:fs';
import { readThrough } from '../src/modules/safety/disguise.js';
import { normalizeText } from '../src/modules/safety/normalize.js';
import { plannerRule } from '../src/modules/safety/planner-rules.js';
const items = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Array<{ q: string; d: boolean }>;
for (const { q, d } of items) {
  const n = normalizeText(q);
  const r = readThrough(q, () => []);
  const rule = plannerRule(n, r) ?? (r !== n ? plannerRule(r) : null);
  if (!!rule !== d || process.argv[3]) console.log(`${d ? 'D' : 'A'} ${rule?.rule ?? '-'} | ${n}${r !== n ? ' => ' + r : ''}`);
}
