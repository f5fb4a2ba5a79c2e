import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntroHero } from './intro-hero';
import { DEFAULT_QUESTION_COUNT } from './survey-index';

// Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
const indexHtml = ['apps/web/index.html', 'index.html']
  .map((candidate) => path.resolve(process.cwd(), candidate))
  .find((candidate) => fs.existsSync(candidate))!;

describe("/surveyTest's hero in the static first paint (index.html)", () => {
  it('says what the page says, so the switch to the app changes nothing', () => {
    const shell = new DOMParser().parseFromString(fs.readFileSync(indexHtml, 'utf8'), 'text/html');
    const drawn = shell.querySelector('#boot-shell .bs-sv-hero');
    const { container } = render(<IntroHero questionCount={DEFAULT_QUESTION_COUNT} />);
    const rendered = container.querySelector('section')!;
    // Element by element (the shell's markup is indented, the app's is not): headings, lead, facts, tip, types.
    const texts = (root: ParentNode, selector: string) =>
      [...root.querySelectorAll(selector)].map((el) => el.textContent!.replace(/\s+/g, ' ').trim());
    for (const [shellSelector, appSelector] of [
      ['h1', 'h1'],
      ['h2', 'h2'],
      ['.bs-sv-tag', '.ant-tag'],
      ['.bs-sv-lead', 'div.ant-typography'],
      ['.bs-sv-facts li', ':scope > div:first-child li'],
      ['.bs-sv-tip', 'p'],
      ['.bs-sv-types li', ':scope > div:last-child li'],
    ] as const) {
      expect(texts(drawn!, shellSelector), shellSelector).toEqual(texts(rendered, appSelector));
    }
    expect(texts(drawn!, '.bs-sv-types li')).toHaveLength(6);
  });
});
