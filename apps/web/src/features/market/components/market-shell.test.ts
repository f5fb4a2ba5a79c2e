import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MARKET_CARD, marketTemplates } from '../../../../build/shell-parts';

// Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
const indexHtml = ['apps/web/index.html', 'index.html']
  .map((candidate) => path.resolve(process.cwd(), candidate))
  .find((candidate) => fs.existsSync(candidate))!;

describe("/market's cards in the static first paint", () => {
  it('have their place in index.html, which the server fills (apps/server/src/plugins/index-page.ts)', () => {
    const shell = new DOMParser().parseFromString(fs.readFileSync(indexHtml, 'utf8'), 'text/html');
    expect(shell.querySelector('#boot-shell .bs-mk ul.bs-mk-grid')).not.toBeNull();
  });

  it("are the app's card, with the places of a service's fields the server writes", () => {
    const page = new DOMParser().parseFromString(marketTemplates(renderToStaticMarkup(MARKET_CARD)), 'text/html');
    const template = (id: string) => page.querySelector<HTMLTemplateElement>(`template#bs-mk-${id}`)!.content;
    expect(template('grid').querySelector('ul')!.textContent).toBe('%cards%');
    const card = template('card').querySelector('li')!;
    expect(card.querySelector('img')!.getAttribute('src')).toBe('%image%');
    // The second card's: the server gives the first its priority and the covers past the first row lazy loading.
    expect(card.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(card.querySelector('img')!.getAttribute('fetchpriority')).toBe('auto');
    expect(card.querySelector('h3')!.textContent).toBe('%label%');
    expect(card.querySelector('h3 + *')!.textContent).toBe('%summary%');
    expect(card.querySelector('button')!.getAttribute('aria-label')).toBe('查看详情：%label%');
    // The price line sits before the actions, as the server fills it with marketPriceLabel.
    expect(card.querySelector('h3 ~ p:last-of-type')!.textContent).toBe('%price%');
    // The tags' place holds the tag template's copies, one per tag.
    expect(card.textContent).toContain('%tags%');
    expect(card.textContent).not.toContain('%tag%');
    expect(template('tag').firstElementChild!.outerHTML).toMatch(/^<span class="[^"]+">%tag%<\/span>$/);
  });
});
