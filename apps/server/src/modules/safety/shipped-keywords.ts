import fs from 'node:fs';
import path from 'node:path';
import type { KeywordEntry } from './keyword-library.js';
import { isSafetyCategory } from './safety.types.js';

const FILE = path.resolve(import.meta.dirname, '../../seed/data/safety-keywords.zh.txt');

/** Lines of `category<TAB>term` (or a comma); blank lines and `#` comments skipped, unknown categories too. */
export function parseKeywordLines(text: string): KeywordEntry[] {
  const out: KeywordEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [category = '', term = ''] = trimmed.split(/\t|,|，/).map((s) => s.trim());
    if (term && (category === 'allow' || isSafetyCategory(category))) out.push({ category, term });
  }
  return out;
}

let shipped: KeywordEntry[] | null = null;
/** The library shipped with the product (`seed/data/safety-keywords.zh.txt`). */
export function shippedKeywords(): KeywordEntry[] {
  shipped ??= parseKeywordLines(fs.readFileSync(FILE, 'utf8'));
  return shipped;
}
