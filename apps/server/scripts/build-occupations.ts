/**
 * One-off build of `src/seed/data/occupations.json`: the O*NET occupations that have an interest
 * profile (923 in O*NET 29.3) joined by code with their Chinese title, summary and majors.
 *
 * Re-run (e.g. after a new O*NET release) from the repository root:
 *   npx tsx apps/server/scripts/build-occupations.ts /path/to/onet_occupations_riasec.csv
 * Chinese fields come from `src/seed/data/occupations-zh/part-*.json` when that folder exists,
 * otherwise from the current `occupations.json`, so a re-run keeps the translations.
 * Any missing, duplicate or mismatched code, or an out-of-range value, stops the build with a list.
 */
import fs from 'node:fs';
import path from 'node:path';

const DATA_DIR = path.resolve(import.meta.dirname, '../src/seed/data');
const OUT_FILE = path.join(DATA_DIR, 'occupations.json');
const PARTS_DIR = path.join(DATA_DIR, 'occupations-zh');
const TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

interface ZhRow {
  code: string;
  titleZh: string;
  summaryZh: string;
  majors: string[];
}

/** RFC-4180: quoted fields may hold commas, doubled quotes and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

function readZhRows(problems: string[]): ZhRow[] {
  if (fs.existsSync(PARTS_DIR)) {
    const parts = fs.readdirSync(PARTS_DIR).filter((f) => /^part-\d+\.json$/.test(f));
    if (parts.length === 0) problems.push(`${PARTS_DIR} holds no part-*.json`);
    return parts.sort().flatMap((f) => JSON.parse(fs.readFileSync(path.join(PARTS_DIR, f), 'utf8')) as ZhRow[]);
  }
  if (!fs.existsSync(OUT_FILE)) throw new Error(`no Chinese source: neither ${PARTS_DIR} nor ${OUT_FILE} exists`);
  return JSON.parse(fs.readFileSync(OUT_FILE, 'utf8')) as ZhRow[];
}

function build(csvPath: string) {
  const problems: string[] = [];
  const [header, ...body] = parseCsv(fs.readFileSync(csvPath, 'utf8'));
  const col = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`CSV column "${name}" is missing`);
    return i;
  };
  const idx = { code: col('onet_soc_code'), title: col('title'), holland: col('holland_code'), zone: col('job_zone') };
  const typeIdx = TYPES.map(col);

  const zh = new Map<string, ZhRow>();
  for (const row of readZhRows(problems)) {
    if (zh.has(row.code)) problems.push(`duplicate Chinese row ${row.code}`);
    if (!row.titleZh?.trim() || !row.summaryZh?.trim()) problems.push(`${row.code}: empty titleZh or summaryZh`);
    if (!Array.isArray(row.majors) || row.majors.some((m) => typeof m !== 'string' || !m.trim()))
      problems.push(`${row.code}: majors must be non-empty strings`);
    zh.set(row.code, row);
  }

  const seen = new Set<string>();
  const out = [];
  for (const r of body) {
    const code = r[idx.code]!;
    if (r[typeIdx[0]!] === '') continue; // no interest profile ("All Other" and military codes)
    if (seen.has(code)) problems.push(`duplicate CSV code ${code}`);
    seen.add(code);
    const scores = Object.fromEntries(TYPES.map((t, i) => [t, Number(r[typeIdx[i]!])])) as Record<string, number>;
    const values = Object.values(scores);
    if (values.some((v) => !Number.isFinite(v) || v < 1 || v > 7)) problems.push(`${code}: score outside 1–7`);
    if (Math.max(...values) === Math.min(...values)) problems.push(`${code}: flat profile cannot be correlated`);
    const hollandCode = r[idx.holland]!;
    if (!/^[RIASEC]{1,3}$/.test(hollandCode)) problems.push(`${code}: bad holland_code "${hollandCode}"`);
    const jobZone = Number(r[idx.zone]);
    if (!Number.isInteger(jobZone) || jobZone < 1 || jobZone > 5) problems.push(`${code}: bad job_zone`);
    const z = zh.get(code);
    if (!z) {
      problems.push(`${code}: no Chinese row`);
      continue;
    }
    const { titleZh, summaryZh, majors } = z;
    out.push({ code, titleEn: r[idx.title]!, titleZh, summaryZh, majors, scores, hollandCode, jobZone });
  }
  for (const code of zh.keys()) if (!seen.has(code)) problems.push(`${code}: Chinese row without a CSV profile`);

  if (problems.length > 0) {
    console.error(`build-occupations: ${problems.length} problem(s), nothing written:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  out.sort((a, b) => a.code.localeCompare(b.code));
  // One occupation per line: small diffs when a release changes a few rows.
  fs.writeFileSync(OUT_FILE, `[\n${out.map((o) => JSON.stringify(o)).join(',\n')}\n]\n`);
  console.log(`build-occupations: wrote ${out.length} occupations to ${path.relative(process.cwd(), OUT_FILE)}`);
}

const csvPath = process.argv[2];
if (!csvPath) {
  console.error('usage: npx tsx apps/server/scripts/build-occupations.ts <onet_occupations_riasec.csv>');
  process.exit(2);
}
build(csvPath);
