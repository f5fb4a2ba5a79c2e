import { describe, expect, it } from 'vitest';
import { inertAppScripts } from './app-scripts';

const built = [
  '<head>',
  '<script>(function () {})();</script>',
  '<!-- app-scripts -->',
  '<script>loader</script>',
  '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">',
  '<link rel="icon" href="/favicon.svg">',
  '</head>',
].join('\n');

describe('inertAppScripts', () => {
  it("moves the entry's module and its modulepreloads, in order, into the template at the marker", () => {
    expect(inertAppScripts(built).split('\n')).toEqual([
      '<head>',
      '<script>(function () {})();</script>',
      '<template id="app-scripts">' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">' +
        '</template>',
      '<script>loader</script>',
      '<link rel="icon" href="/favicon.svg">',
      '</head>',
    ]);
  });

  it('refuses a page without the marker or without an entry module, rather than ship a page that never starts', () => {
    expect(() => inertAppScripts(built.replace('<!-- app-scripts -->', ''))).toThrow(/marker/);
    expect(() => inertAppScripts(built.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/entry module/);
  });
});
