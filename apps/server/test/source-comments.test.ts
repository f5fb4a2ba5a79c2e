import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages/contracts/src', 'e2e'];
// Wording that speaks of the project's history or its tickets rather than of the code.
const HISTORY =
  /\b(?:issue|ticket)\s*#?\d+|\b(?:in a|a) (?:later|future|next) (?:issue|ticket|release)\b|ships in a later/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'test-results' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('source comments', () => {
  it('speak of the code, never of issues, tickets or later releases', () => {
    const offending = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file: path.relative(ROOT, file), line: i + 1, text: line.trim() }))
          .filter(({ text }) => /^(\/\/|\/?\*)/.test(text) && HISTORY.test(text)),
      )
      .filter(({ file }) => !file.endsWith('source-comments.test.ts'));
    expect(offending).toEqual([]);
  });
});
