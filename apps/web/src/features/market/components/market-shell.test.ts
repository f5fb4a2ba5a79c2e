import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
const indexHtml = ['apps/web/index.html', 'index.html']
  .map((candidate) => path.resolve(process.cwd(), candidate))
  .find((candidate) => fs.existsSync(candidate))!;

describe("/market's cards in the static first paint (index.html)", () => {
  it('have their place and icons', () => {
    const shell = new DOMParser().parseFromString(fs.readFileSync(indexHtml, 'utf8'), 'text/html');
    // The server fills the card list (apps/server/src/plugins/index-page.ts) and points at these icons.
    expect(shell.querySelector('#boot-shell .bs-mk ul.bs-mk-grid')).not.toBeNull();
    expect(shell.querySelector('#bs-arrow')).not.toBeNull();
    expect(shell.querySelector('#bs-service')).not.toBeNull();
  });
});
