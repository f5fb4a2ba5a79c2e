import {
  KEYWORD_ALLOW_LABEL,
  SAFETY_CATEGORIES,
  SAFETY_CATEGORY_LABELS,
  SafetyConsole,
  type KeywordCategory,
} from '@lucina/contracts/admin';
import type { KeywordEntry } from './keyword-library.js';
import { normalizeText } from './normalize.js';

/** A category as a file names it: its code (`porn`) or its Chinese name (`色情`, `放行短语`). */
const CATEGORY_NAMES = new Map<string, KeywordCategory>([
  ['allow', 'allow'],
  [KEYWORD_ALLOW_LABEL, 'allow'],
  ...SAFETY_CATEGORIES.flatMap((c) => [[c, c] as const, [SAFETY_CATEGORY_LABELS[c], c] as const]),
]);

export const categoryLabel = (category: string) =>
  category === 'allow' ? KEYWORD_ALLOW_LABEL : (SAFETY_CATEGORY_LABELS[category as never] ?? category);

/** A term an operator may add: trimmed, not too long, and with something the matcher reads (a letter or digit). */
export function validTerm(raw: string): string | null {
  const term = raw.trim();
  if (!term || Array.from(term).length > SafetyConsole.termMaxChars || !normalizeText(term)) return null;
  return term;
}

/** The fields of one CSV line: split at commas (ASCII or full-width) or tabs; a field may be "quoted". */
function fieldsOf(line: string): string[] {
  if (!line.includes('"')) return line.split(/[,，\t]/);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"' && !field) {
      quoted = true;
    } else if (ch === ',' || ch === '，' || ch === '\t') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

export interface ParsedImport {
  entries: KeywordEntry[];
  /** Lines repeating a term already read from the file. */
  repeated: number;
  /** 1-based numbers of lines refused (empty term, too long, unknown category). */
  invalidLines: number[];
}

/**
 * An import file: one term a line, or `词,类别` (more columns, as in an export, are ignored). Blank lines, `#`
 * comments and a header line (`词,…`) are skipped; a term repeated in the file counts once, its first line wins.
 */
export function parseImport(text: string, fallback: KeywordCategory): ParsedImport {
  const entries: KeywordEntry[] = [];
  const seen = new Set<string>();
  const invalidLines: number[] = [];
  let repeated = 0;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const [rawTerm = '', rawCategory = ''] = fieldsOf(trimmed).map((f) => f.trim());
    if (index === 0 && rawTerm === '词') return;
    const term = validTerm(rawTerm);
    const category = rawCategory ? CATEGORY_NAMES.get(rawCategory) : fallback;
    if (!term || !category) return void invalidLines.push(index + 1);
    if (seen.has(term)) return void repeated++;
    seen.add(term);
    entries.push({ term, category });
  });
  return { entries, repeated, invalidLines };
}

const csvField = (value: string) => (/[",，\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The export: a header, then `词,类别,来源` a line; the first two columns import again as they are. */
export function toCsv(rows: ReadonlyArray<{ term: string; category: string; shipped: boolean }>): string {
  const lines = ['词,类别,来源'];
  for (const r of rows)
    lines.push([r.term, categoryLabel(r.category), r.shipped ? '内置' : '运营添加'].map(csvField).join(','));
  return lines.join('\n') + '\n';
}
