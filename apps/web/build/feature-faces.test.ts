import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { featureFaces } from './feature-faces';

const features = path.resolve(import.meta.dirname, '../src/features');
const faces = readdirSync(features).flatMap((feature) =>
  ['index.ts', 'pages.ts'].map((face) => path.join(features, feature, face)).filter((file) => existsSync(file)),
);

/** Statements of a face that are not `export … from '…'` (code the bundler would be wrong to drop). */
function ownCode(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(source));
}

describe('feature faces', () => {
  it('are what the bundler treats as free of side effects', () => {
    expect(faces.length).toBeGreaterThan(10);
    for (const face of faces) expect(featureFaces.test.test(face), face).toBe(true);
    expect(featureFaces.test.test(path.join(features, 'chat/lazy.ts'))).toBe(false);
  });

  it.each(faces.map((face) => [path.relative(features, face), face]))('%s only re-exports', (_, face) => {
    expect(ownCode(face)).toEqual([]);
  });
});
