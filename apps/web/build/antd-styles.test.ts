import { describe, expect, it } from 'vitest';
import { splitCss } from './antd-styles';

describe('splitCss', () => {
  it('cuts after top-level rules once a part is long enough, and the parts put together are the whole', () => {
    const css = '.a{color:red}.b{color:blue}.c{margin:0}.d{padding:0}';
    const parts = splitCss(css, 20);
    expect(parts).toEqual(['.a{color:red}.b{color:blue}', '.c{margin:0}.d{padding:0}']);
    expect(parts.join('')).toBe(css);
  });

  it('never cuts inside an @media or @keyframes block', () => {
    const css = '@media (max-width:575px){.a{x:1}.b{x:2}.c{x:3}}@keyframes k{0%{o:0}100%{o:1}}.z{x:9}';
    const parts = splitCss(css, 5);
    expect(parts).toEqual([
      '@media (max-width:575px){.a{x:1}.b{x:2}.c{x:3}}',
      '@keyframes k{0%{o:0}100%{o:1}}',
      '.z{x:9}',
    ]);
  });

  it('reads braces in strings and comments as text', () => {
    const css = '.a::after{content:"}{"}/* } */.b{content:\'}\'}.c{x:1}';
    const parts = splitCss(css, 1);
    expect(parts).toEqual(['.a::after{content:"}{"}', "/* } */.b{content:'}'}", '.c{x:1}']);
  });

  it('keeps CSS shorter than a part whole', () => {
    expect(splitCss('.a{x:1}.b{x:2}', 1000)).toEqual(['.a{x:1}.b{x:2}']);
  });
});
