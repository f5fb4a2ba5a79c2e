import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice-read.js';
import { optionsNamed } from '../../src/providers/llm/offline/decision-options.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';

/*
 * The options a choice question weighs, read from its words (choice-read.ts) and from a decision's option names
 * (decision-options.ts): the asking around an option is not its name, and a name inside a longer one is not said.
 */
const kb = buildKnowledgeBase();

describe('the two options of a question', () => {
  it('leave out the asking and the time said before the first one', () => {
    expect(readChoice('会计专业女生，想问以后是去四大好还是去国企做财务好')?.options).toEqual(['四大', '国企做财务']);
    expect(readChoice('请问毕业后是留在上海还是回成都')?.options).toEqual(['上海', '成都']);
    // Who goes and the going are no part of the place: '应届生去深圳还是广州'.
    expect(readChoice('应届生去深圳还是广州，做新媒体运营')?.options).toEqual(['深圳', '广州']);
    expect(readChoice('去北京还是回老家')?.options).toEqual(['北京', '老家']);
  });

  it('take the first option from where its clause begins, after 要不要', () => {
    expect(readChoice('考公考了两年都没上岸，27岁了要不要继续考，还是去找工作')?.options).toEqual(['继续考', '工作']);
  });
});

describe('还是 in a yes-or-no question', () => {
  it('says "still", weighing nothing, unless the question asks which is better', () => {
    expect(readChoice('字节这种大厂现在还是大小周吗')).toBeNull();
    expect(readChoice('学前端现在还是有前途吗')).toBeNull();
    expect(readChoice('北京还是成都好吗')?.options).toEqual(['北京', '成都']);
    expect(readChoice('考研还是工作，选哪个好吗')?.options).toEqual(['考研', '工作']);
    expect(readChoice('我应该考研还是工作呢')?.options).toEqual(['考研', '工作']);
  });
});

describe('the options a decision names', () => {
  it('do not count a name found only inside another option’s longer name', () => {
    const city = kb.planner.decisions.find((d) => d.id === 'choose-city');
    const named = optionsNamed(city, '新一线城市里哪个适合程序员发展？').map((o) => o.name);
    expect(named).toEqual(['新一线城市']);
    expect(optionsNamed(city, '一线城市还是新一线城市').map((o) => o.name)).toEqual(['一线城市', '新一线城市']);
  });
});
