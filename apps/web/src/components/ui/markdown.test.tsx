import { fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** Answers render inside the app's router, as they do in the chat and the report. */
function mountAnswer(text: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown text={text} /> }], { initialEntries: ['/home'] });
  const { container } = render(<RouterProvider router={router} />);
  return { container, router };
}

function renderAnswer(text: string) {
  return mountAnswer(text).container;
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

  it('renders KaTeX \\href, \\url and HTML extensions as text, never as links or attributes', async () => {
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
    // Ordinary maths still renders, once KaTeX (a chunk of its own) has loaded; what follows checks its output.
    await waitFor(() => expect(root.querySelectorAll('.katex')).toHaveLength(6));
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelector('#evil, .evil, [data-onclick], [style*="fixed"]')).toBeNull();
    expect(dangerousAttributes(root)).toEqual([]);
  });
});

describe('answer maths and code', () => {
  it('renders maths with KaTeX and highlights fenced code once their renderers have loaded', async () => {
    const root = renderAnswer(
      [
        '面积 $S = a^2$',
        '$$\nW = \\frac{\\sum t_i}{h}\n$$',
        '```python\nimport pandas as pd\n```',
        '```\n纯文本\n```',
      ].join('\n\n'),
    );
    await waitFor(() => expect(root.querySelector('.hljs-keyword')?.textContent).toBe('import'));
    await waitFor(() => expect(root.querySelectorAll('.katex')).toHaveLength(2));
    expect(root.querySelector('.katex-display')).not.toBeNull();
    // A fence without a language stays plain text.
    expect(root.querySelectorAll('code.hljs')).toHaveLength(1);
    expect(root.textContent).not.toContain('$');
  });
});

describe('answer links', () => {
  it('an in-app link navigates inside the app: same tab, no reload, no target', () => {
    const { container, router } = mountAnswer('看看[软件开发工程师](/surveyTest/occupation?code=15-1252.00)的介绍');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/surveyTest/occupation?code=15-1252.00');
    expect(link.hasAttribute('target')).toBe(false);
    // The router takes the click (the browser's own navigation, a reload, is prevented).
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/surveyTest/occupation');
    expect(router.state.location.search).toBe('?code=15-1252.00');
    expect(container.isConnected).toBe(true);
  });

  it('a same-origin absolute link is in-app too, with only its path kept', () => {
    const { container, router } = mountAnswer(`[服务广场](${window.location.origin}/market#top)`);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/market#top');
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/market');
  });

  it('external links, other origins and the API open a new tab without the opener', () => {
    const { container, router } = mountAnswer(
      ['[官网](https://lucina.example/x)', '[协议相对](//evil.example/x)', '[接口](/api/user/x)'].join('\n\n'),
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://lucina.example/x',
      '//evil.example/x',
      '/api/user/x',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
      expect(a.getAttribute('rel')).toContain('noreferrer');
      fireEvent.click(a);
    }
    expect(router.state.location.pathname).toBe('/home');
  });
});

/** An answer still streaming (its last block half written), inside the app's router. */
function renderStreaming(text: string, streaming = true) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown text={text} streaming={streaming} /> }], {
    initialEntries: ['/home'],
  });
  return render(<RouterProvider router={router} />).container;
}

describe('a half-written answer renders as it will end, not as raw marks', () => {
  it('closes the growing block’s bold and inline code, and keeps a half-written link as its text', () => {
    const root = renderStreaming('## 结论\n\n1. **门槛与专业匹配**：先学 `SQL` 和 **统计');
    expect([...root.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['门槛与专业匹配', '统计']);
    expect(root.textContent).not.toContain('**');

    const link = renderStreaming('用[公开数据](https://exa');
    expect(link.querySelector('a')).toBeNull();
    expect(link.textContent).toBe('用公开数据');
  });

  it('does not turn the line above into a heading when a list starts with a lone “-”', () => {
    const root = renderStreaming('先看目标岗位\n-');
    expect(root.querySelector('h2')).toBeNull();
    expect(root.textContent).toContain('先看目标岗位');
  });

  it('shows a table’s header as a table before its delimiter row has arrived', () => {
    const root = renderStreaming('对比如下：\n\n| 方向 | 薪资 |');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['方向', '薪资']);
    expect(root.textContent).not.toContain('|');
    // Finished, the same text is the author's paragraph of pipes.
    expect(renderStreaming('对比如下：\n\n| 方向 | 薪资 |', false).querySelector('table')).toBeNull();
  });

  it('highlights code once its block is finished, not at each update while it grows', async () => {
    const code = '```python\nimport pandas as pd\n';
    const finished = renderStreaming(`${code}\`\`\`\n\n下一段`);
    await waitFor(() => expect(finished.querySelector('.hljs-keyword')?.textContent).toBe('import'));
    // The highlighter is loaded now; the block still being written is shown without it.
    const growing = renderStreaming(code);
    expect(growing.querySelector('pre code')?.textContent).toContain('import pandas as pd');
    expect(growing.querySelector('.hljs-keyword')).toBeNull();
  });

  it('shows the first text at once in an answer mounted empty while it was awaited', () => {
    const { container, rerender } = render(<Markdown text="" streaming />);
    rerender(<Markdown text="## 结论先行" streaming />);
    expect(container.querySelector('h2')?.textContent).toBe('结论先行');
  });

  it('leaves a finished answer as written: an unclosed mark there is the author’s', () => {
    const root = renderStreaming('单价 **不含税', false);
    expect(root.querySelector('strong')).toBeNull();
    expect(root.textContent).toBe('单价 **不含税');
  });
});
