import { describe, expect, it } from 'vitest';
import { moduleRules } from './module-rules';

describe('moduleRules', () => {
  const sheet =
    '._hero_a1b2c_9{display:flex;padding:16px 0 0}._other_a1b2c_20{gap:1px}' +
    '._welcome_a1b2c_1 ._hero_a1b2c_9,._intro_a1b2c_30:is(p,div){margin:0}' +
    '@keyframes _spin_a1b2c_40{to{rotate:1turn}}' +
    "._intro_a1b2c_30:after{content:'}'}" +
    '@media (max-width:639px){._hero_a1b2c_9{padding:8px 0 0}._other_a1b2c_20{gap:2px}}' +
    '@media (max-width:1279px){._other_a1b2c_20{gap:3px}}';

  it("keeps the rules of the named classes, in order and inside their @media, with only the classes' own selectors", () => {
    expect(moduleRules(sheet, new Set(['_hero_a1b2c_9', '_intro_a1b2c_30']))).toBe(
      '._hero_a1b2c_9{display:flex;padding:16px 0 0}._intro_a1b2c_30:is(p,div){margin:0}' +
        "._intro_a1b2c_30:after{content:'}'}" +
        '@media (max-width:639px){._hero_a1b2c_9{padding:8px 0 0}}',
    );
  });

  it('finds nothing for classes the sheet does not style', () => {
    expect(moduleRules(sheet, new Set(['_logo_zzzzz_1']))).toBe('');
  });
});
