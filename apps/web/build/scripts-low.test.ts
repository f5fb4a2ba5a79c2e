import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './scripts-low';

describe('lowPriorityScripts', () => {
  it("asks for the entry's module and its modulepreloads at low priority, and nothing else", () => {
    const html = [
      '<script>(function () {})();</script>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/router-c.js">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/assets/index-d.css">',
    ].join('\n');
    expect(lowPriorityScripts(html).split('\n')).toEqual([
      '<script>(function () {})();</script>',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/assets/index-d.css">',
    ]);
  });

  it('leaves a priority already given, and gives one once however often it runs', () => {
    const html =
      '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">\n<script type="module" src="/b.js">';
    const once = lowPriorityScripts(html);
    expect(once).toBe(
      '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">\n<script type="module" fetchpriority="low" src="/b.js">',
    );
    expect(lowPriorityScripts(once)).toBe(once);
  });
});
