import { describe, expect, it } from 'vitest';
import { chain, kb } from './conversation.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { profileFor } from '../chat/planner-profiles.js';
import { roadBeside } from '../../src/providers/llm/offline/follow-path.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * Conversations that go on: another road put beside the one weighed, thanks then a new question, and thanks alone
 * after an answer that listed things. Written for these tests, apart from the evaluation sets.
 */

describe('another road put beside the one weighed (follow-path.ts)', () => {
  it('weighs the two in the same frame, keeping what the asker said before', () => {
    expect(roadBeside('研究生呢？', '我今年大四，要不要考公？')).toBe('我今年大四，考公还是考研？');
    expect(roadBeside('那出国呢', '大三了要不要考研')).toBe('考研还是出国读研？');
    expect(roadBeside('读研呢？', '我在考虑考公')).toBe('考公还是考研？');
  });

  it('is no road beside when the follow-up asks more of it, or the same road, or none was weighed', () => {
    expect(roadBeside('研究生的工资呢？', '要不要考公？')).toBeNull();
    expect(roadBeside('考研呢', '要不要读研？')).toBeNull();
    expect(roadBeside('研究生呢', '我是学会计的')).toBeNull();
    expect(roadBeside('成都呢', '要不要考公？')).toBeNull();
  });

  it('answers 考研 against 考公, not 考公 again under a heading 先说研究生', () => {
    const last = chain('我今年大四，要不要考公？', '研究生呢？').at(-1)!;
    expect(last).toMatch(/在(?:公务员|考公)和考研之间|在考研和(?:公务员|考公)之间/u);
    expect(last).not.toContain('先说研究生');
    expect(last).not.toContain('选国企的话');
  });

  it('carries both roads to a third turn that asks to do both', () => {
    const last = chain('我今年大四，要不要考公？', '研究生呢？', '那如果两个都考呢？').at(-1)!;
    expect(last).toMatch(/考研和考公能不能一起准备/u);
    expect(last).not.toContain('先说研究生');
  });
});

describe('thanks then a new question', () => {
  it('takes no subject from the thanks', () => {
    expect(questionSubjects('谢谢你。那程序员转产品经理可行吗？')).not.toContain('谢谢你');
    expect(questionSubjects('谢谢！那考教资难吗？')).toEqual(['教资']);
    const last = chain('程序员35岁以后怎么办？', '谢谢你。那程序员转产品经理可行吗？').at(-1)!;
    expect(last).not.toMatch(/说到谢谢|关于谢谢|先说谢谢/u);
  });
});

describe('thanks alone after an answer that listed things', () => {
  it('names what was listed instead of the generic menu', () => {
    const [first, last] = chain('我是学会计的，该考什么证？', '谢谢');
    expect(first).toContain('注册会计师');
    expect(last).toMatch(/不客气/u);
    expect(last).toMatch(/上面说的[^。\n]*注册会计师/u);
    expect(last).not.toContain('看懂你的职业兴趣测评结果');
  });
});

describe('a major said with no stage (stage-unsaid.ts)', () => {
  it('covers a student and a graduate in a line each and asks the one question', () => {
    const last = chain('我是学会计的，找工作有什么建议？').at(-1)!;
    expect(last).toContain('学会计的你，现在在读还是已经工作？');
    expect(last).toMatch(/\*\*还在读或应届\*\*：走校招/u);
    expect(last).toMatch(/\*\*已经毕业在工作\*\*：走社招/u);
    expect(last).toMatch(/告诉我你的年级，或毕业几年/u);
  });

  it('tells a change of direction from a change of job when leaving the major', () => {
    const last = chain('我学会计的，想转行').at(-1)!;
    expect(last).toMatch(/换到别的方向还不算转行/u);
    expect(last).toMatch(/已经工作\*\*：这才是转行/u);
  });

  it('is not said once the stage is known, nor of a major named inside a question', () => {
    for (const q of [
      '我大三，学会计的，找工作有什么建议？',
      '我是学会计的，工作两年了，想跳槽',
      '法学本科，法考没过，还能找什么工作？',
    ])
      expect(chain(q).at(-1)!, q).not.toMatch(/现在在读还是已经工作/u);
    const [, last] = chain('我是学会计的，以后能做什么工作？', '我已经毕业两年了，现在做出纳');
    expect(last).not.toMatch(/现在在读还是已经工作/u);
  });
});

describe('a plan asked of a topic the follow-up turns to', () => {
  it("answers that topic's own points, not a plan of the previous answer's steps", () => {
    const last = chain('大学生怎么找实习？', '那面试具体怎么准备？').at(-1)!;
    expect(last).toMatch(/面试前的准备/u);
    expect(last).not.toMatch(/排成一个能照着做的/u);
    const other = chain('大学生怎么找实习？', '那自我介绍具体怎么准备？').at(-1)!;
    expect(other).toMatch(/自我介绍/u);
    expect(other).not.toMatch(/排成一个能照着做的/u);
  });

  it('still plans the previous answer when the follow-up names nothing of its own', () => {
    expect(chain('考研该怎么准备？', '具体怎么做').at(-1)!).toMatch(/排成一个能照着做的/u);
  });
});

describe('an objection to jobs picked for the strongest type', () => {
  const profile = profileFor(['S', 'E', 'I', 'A', 'C', 'R']);
  const ask = (question: string, previousQuestions: string[], previousAnswer: string) =>
    composeAnswer(kb, { question, previousQuestions, previousAnswer, profile }).text;

  it('holds the dislike against the result and points to the rest of the top three, not more of the same', () => {
    const first = ask('我适合做什么工作？', [], '');
    const last = ask('可是我不喜欢跟人打交道', ['我适合做什么工作？'], first);
    expect(last).toContain('你说的和测评结果对一对');
    expect(last).toMatch(/你前三里还有企业型[^。]*研究型/u);
    // Not told to lean on helping people once more.
    expect(last).not.toMatch(/先挑能用上帮助/u);
  });

  it('is no objection when nothing is disliked or it is no follow-up', () => {
    expect(ask('我不喜欢跟人打交道，适合做什么？', [], '')).not.toMatch(/你前三里还有/u);
  });
});

describe('二本 said with no master’s degree in sight', () => {
  it('is not answered as a master’s student held back by the first degree', () => {
    const last = chain('我是学法律的，要不要考法考？', '我本科是二本').at(-1)!;
    expect(last).not.toMatch(/硕士阶段|看硕士成果/u);
    expect(last).toMatch(/二本/u);
  });

  it('still is when the asker studies for a master’s', () => {
    expect(chain('我本科是二本，现在研二，找工作被卡第一学历怎么办').at(-1)!).toMatch(/看硕士成果/u);
  });
});

describe('a third place put beside two weighed', () => {
  it('says what the new place brings, not that nothing more is known', () => {
    const last = chain('毕业后去深圳好还是广州好？', '那如果是成都呢？').at(-1)!;
    expect(last).toMatch(/把成都也放进来，和深圳、广州一起比/u);
    expect(last).toMatch(/成都强在/u);
    expect(last).not.toMatch(/站内资料里没有更多内容/u);
  });
});

describe('a kind of work disliked after a list (without.ts)', () => {
  it('counts a job whose line says 采写 or 新闻稿 as writing', () => {
    const last = chain('我是新闻专业的，毕业能做什么？', '可是我不想写稿子').at(-1)!;
    expect(last).toMatch(/说到要写稿子的\*\*：[^\n]*媒体记者编辑/u);
    expect(last).not.toMatch(/没提写稿子的\*\*：[^\n]*媒体记者编辑/u);
  });

  it('sorts by 不喜欢跟人打交道, and not where no listed line says it either way', () => {
    const last = chain('我是学市场营销的，能做什么工作？', '可是我不喜欢跟人打交道').at(-1)!;
    expect(last).toMatch(/说到要跟人打交道的\*\*：[^\n]*销售/u);
  });
});

describe('the kind of company the asker works at, stated (workplace-said.ts)', () => {
  it('is no choice between a big company and a startup', () => {
    const last = chain('我是学会计的，以后能做什么工作？', '我已经毕业两年了，现在在一家小公司做出纳').at(-1)!;
    expect(last).not.toMatch(/融资|大厂和创业公司/u);
    expect(last).toMatch(/出纳 → 会计/u);
  });

  it('still is when the question weighs it', () => {
    expect(chain('我在小公司做会计，要不要跳去大厂').at(-1)!).toMatch(/大厂/u);
  });
});
