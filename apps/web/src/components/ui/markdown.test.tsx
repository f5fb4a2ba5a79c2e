import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown';

/** Every attribute value in the rendered answer that could run code or load from a hostile URL. */
function dangerousAttributes(root: HTMLElement) {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of Array.from(el.attributes)) {
      // Browsers ignore whitespace and control characters inside a scheme, so they are dropped before checking.
      const squeezed = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName} ${name}`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
        /^(javascript|vbscript|data):/.test(squeezed)
      ) {
        found.push(`${el.tagName} ${name}=${value}`);
      }
    }
  }
  return found;
}

function renderAnswer(text: string) {
  return render(<Markdown text={text} />).container;
}

describe('answer markdown renders hostile input inert', () => {
  it('shows raw HTML as nothing that runs: no script, iframe, img handler, style or form', () => {
    const root = renderAnswer(
      [
        '<script>window.pwned = 1</script>',
        '<img src="x" onerror="window.pwned = 1">',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="javascript:alert(1)">点我</a>',
        '<style>body { display: none }</style>',
        '<form action="https://evil.example"><button formaction="javascript:alert(1)">提交</button></form>',
        '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
        '<details open ontoggle="alert(1)">x</details>',
        '正文 <b onclick="alert(1)">加粗</b>',
      ].join('\n\n'),
    );
    expect(root.querySelectorAll('script, iframe, img, style, form, button, svg, details, b')).toHaveLength(0);
    expect(dangerousAttributes(root)).toEqual([]);
    expect(root.textContent).toContain('正文');
  });

  it('drops javascript:, vbscript: and data: targets from links, autolinks, references and images', () => {
    const root = renderAnswer(
      [
        '[点我](javascript:alert(1))',
        '[大小写](JaVaScRiPt:alert(1))',
        '[实体](&#106;avascript:alert(1))',
        '[转义](java\\script:alert(1))',
        '[vb](vbscript:msgbox(1))',
        '[数据](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '<javascript:alert(1)>',
        '[引用][evil]',
        '![图](javascript:alert(1))',
        '![图2](data:image/svg+xml,<svg onload=alert(1)>)',
        '',
        '[evil]: javascript:alert(1)',
      ].join('\n\n'),
    );
    expect(dangerousAttributes(root)).toEqual([]);
    // An ordinary link still works and opens in a new tab without handing over the opener.
    const ok = renderAnswer('[官网](https://lucina.example/x)').querySelector('a')!;
    expect(ok.getAttribute('href')).toBe('https://lucina.example/x');
    expect(ok.getAttribute('rel')).toContain('noopener');
  });

  it('renders KaTeX \\href, \\url and HTML extensions as text, never as links or attributes', () => {
    const root = renderAnswer(
      [
        '公式 $\\href{javascript:alert(1)}{点我}$',
        '$\\url{javascript:alert(1)}$',
        '$\\href{https://evil.example}{外链}$',
        '$$\\htmlData{onclick=alert(1)}{x} \\htmlId{evil}{y} \\htmlClass{evil}{z} \\htmlStyle{position:fixed}{w}$$',
        '$\\includegraphics{https://evil.example/a.png}$',
        '$x^2$',
      ].join('\n\n'),
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelector('#evil, .evil, [data-onclick], [style*="fixed"]')).toBeNull();
    expect(dangerousAttributes(root)).toEqual([]);
    // Ordinary maths still renders.
    expect(root.querySelectorAll('.katex').length).toBeGreaterThan(0);
  });
});
