import { describe, expect, it } from 'vitest';
import { antdRules } from './antd-rules';

describe('antdRules', () => {
  const css =
    ':where(.h).ant-tag{color:var(--ant-color-text);transition:all var(--ant-motion)}' +
    ':where(.h).ant-tag-checkable{cursor:pointer}' +
    ':where(.h).ant-tag:not(.ant-tag-disabled){opacity:1}' +
    ':where(.h).ant-tag:not(:focus):hover,:where(.h).ant-tag:active{opacity:.8}' +
    ':where(.h).ant-tag:focus-visible,:where(.h).ant-tag:not(:focus){outline:0}' +
    ':where(.h).ant-typography code{font-family:var(--ant-font-code)}' +
    '@media (max-width:600px){:where(.h).ant-tag{margin:0}:where(.h).ant-card{margin:1px}}' +
    '.vars{--ant-color-text:#000;--ant-motion:var(--ant-motion-mid);--ant-motion-mid:.2s;--ant-font-code:mono;--ant-x:1px}' +
    '@keyframes spin{to{transform:rotate(1turn)}}';

  it("keeps the rules of the markup's classes and elements and the properties they read, in at-rules too, but not those of an interaction", () => {
    const html = '<span class="ant-tag h vars">t</span><h1 class="ant-typography h vars">t</h1>';
    expect(antdRules(css, html, '._lead{margin:var(--ant-x)}')).toBe(
      ':where(.h).ant-tag{color:var(--ant-color-text);transition:all var(--ant-motion)}' +
        ':where(.h).ant-tag:not(.ant-tag-disabled){opacity:1}' +
        ':where(.h).ant-tag:not(:focus){outline:0}' +
        '@media (max-width:600px){:where(.h).ant-tag{margin:0}}' +
        '.vars{--ant-color-text:#000;--ant-motion:var(--ant-motion-mid);--ant-motion-mid:.2s;--ant-x:1px}',
    );
  });
});
