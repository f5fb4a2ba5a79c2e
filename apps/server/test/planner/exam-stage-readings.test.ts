import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { isNarrowerTopic } from '../../src/providers/llm/offline/narrower-topic.js';
import { chain, kb } from './conversation.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Stages of 考研 and of choosing a major read where the asker is: a narrower topic found beside the general one it is
 * written within (narrower-topic.ts), a case's condition (`onlyWith` on cases), the 高考's entry not answering one
 * past it (stage.ts), a plan asked of a topic of its own after another (thread.ts).
 */
const read = (question: string, previousQuestions: string[] = [], previousAnswer = '') =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer, profile: noProfile }).reading;

describe('a narrower topic beside the general one', () => {
  it('answers 考研复试 failed as what to do next, not how 复试 goes', () => {
    for (const q of ['考研复试被刷了，接下来怎么办', '考研复试挂了怎么办', '考研复试没通过，还有什么路'])
      expect(read(q).topic?.id, q).toBe('fushi-failed');
  });

  it('leaves a third entry named where the question asks to answer', () => {
    expect(read('考研复试被刷了，还能调剂吗，怎么操作').topic?.id).toBe('kaoyan-tiaoji');
  });

  it('leaves the general topic where the narrower one is not said', () => {
    expect(read('考研复试怎么准备').topic?.id).toBe('kaoyan-fushi');
  });

  it('knows a narrower topic by its name holding the other’s', () => {
    const t = (id: string) => kb.planner.topics.find((x) => x.id === id)!;
    expect(isNarrowerTopic(t('fushi-failed'), t('kaoyan-fushi'))).toBe(true);
    expect(isNarrowerTopic(t('kaoyan-fushi'), t('fushi-failed'))).toBe(false);
  });

  it('takes the 复试 topic of spoken English over English speaking in general', () => {
    expect(read('复试的时候英语口语很差会不会被刷').topic?.id).toBe('retest-english-intro');
  });
});

describe('a case’s condition', () => {
  it('keeps 联系导师 from reaching the 夏令营 without a word of 保研', () => {
    const r = read('复试怎么准备，要联系导师吗');
    expect(r.case?.id).not.toBe('summer-camp');
    expect(r.topic?.id).toBe('kaoyan-fushi');
  });

  it('lets it answer where 保研 or the 夏令营 is said', () => {
    for (const q of ['大三想保研，什么时候联系导师', '保研夏令营要联系导师吗'])
      expect(read(q).case?.id, q).toBe('summer-camp');
  });
});

describe('choosing a major, past the 高考', () => {
  it('is not the 高考 entry for one who studies a major or chooses one for a master’s', () => {
    for (const q of [
      '研究生选专业该怎么选',
      '测评说我是现实型，可我是学汉语言文学的，是不是选错专业了',
      '读研选专业看什么',
    ])
      expect(read(q).decision?.id, q).not.toBe('gaokao-major-choice');
    expect(read('研究生选专业该怎么选').topic?.id).toBe('kaoyan-school-choice');
    // Choosing a master's major is weighed by where it leads and who supervises it there.
    const [answer] = chain('研究生选专业该怎么选');
    expect(answer).toMatch(/就业/u);
    expect(answer).toMatch(/研究方向/u);
  });

  it('is the 高考 entry when nothing says otherwise', () => {
    for (const q of ['怎么选专业', '高三怎么选专业']) expect(read(q).decision?.id, q).toBe('gaokao-major-choice');
  });
});

describe('a plan asked of a topic of its own', () => {
  it('answers that topic, not a plan of the answer before', () => {
    const [, answer] = chain('考研复试被刷了，接下来怎么办', '调剂具体怎么操作');
    expect(answer).toMatch(/调剂服务系统|研招网/u);
    expect(answer).not.toMatch(/调剂计划/u);
  });

  it('still plans the answer before when the request names nothing', () => {
    const [, answer] = chain('考研复试被刷了，接下来怎么办', '具体怎么操作');
    expect(answer).toMatch(/计划/u);
  });
});

describe('a résumé without highlights', () => {
  it('is how experience is written with its results, its words said apart', () => {
    for (const q of ['简历没有什么亮点怎么写', '感觉自己的简历一点亮点都没有'])
      expect(read(q).topic?.id, q).toBe('resume-star');
  });
});
