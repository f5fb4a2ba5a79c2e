import { describe, expect, it } from 'vitest';
import { provinceCities, provincesIn } from '../../src/providers/llm/offline/provinces.js';
import { chain } from './conversation.js';

/*
 * A province named as where to work ('在江苏找工作', '想回安徽') is a place: the answer names its main cities and
 * what each is strong in, the one for the asker's line of work first, and no list of the country's cities stands
 * in for it. Written for these tests, apart from the eval sets.
 */
describe('a province named as a place', () => {
  it('reads the provinces named, not a university or a dialect', () => {
    expect(provincesIn('江苏和安徽，哪个省好')).toEqual(['江苏', '安徽']);
    expect(provincesIn('我在山东大学读书')).toEqual([]);
    expect(provincesIn('会说广东话有用吗')).toEqual([]);
  });

  it("lists a province's cities its seat first", () => {
    expect(provinceCities('山东')).toEqual(['济南', '青岛']);
    expect(provinceCities('江苏')[0]).toBe('南京');
  });

  it("points to the province's city for the asker's line of work, not Beijing", () => {
    const answer = chain('在江苏找工作，学计算机的去哪个城市好？')[0]!;
    expect(answer).toMatch(/在江苏，按你这一行我更建议先看南京/u);
    expect(answer).toMatch(/苏州强在/u);
    expect(answer).not.toContain('机会集中的城市');
  });

  it("names the province's main cities when no line of work decides", () => {
    expect(chain('在广东找会计工作难不难？')[0]!).toMatch(/广东的主要城市.{0,10}广州（省会）[\s\S]{0,200}深圳/u);
    expect(chain('想回安徽工作，做电子信息的机会多吗？')[0]!).toMatch(/安徽的主要城市.{0,10}合肥（省会）/u);
  });

  it('weighs two provinces by their cities', () => {
    const answer = chain('江苏和安徽，哪个省找工作更容易？我学机械的')[0]!;
    expect(answer).toMatch(/江苏的主要城市/u);
    expect(answer).toMatch(/安徽的主要城市/u);
  });
});
