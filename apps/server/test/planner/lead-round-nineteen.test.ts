import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { withoutAvoided } from '../../src/providers/llm/offline/ruled-out.js';
import { typedTitle } from '../../src/providers/llm/offline/job-title.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { statedInterests } from '../../src/providers/llm/offline/result.js';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { noProfile } from '../chat/planner-profiles.js';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { chain, kb } from './conversation.js';

/*
 * Written for these tests, one class each: the usual road ruled out and 怎么办 asked is asking which other road;
 * a line naming the ruled-out thing only as not done stays; going on with an internship asked in other words
 * (坚持做完, 待满, 还要坚持到底吗) is whether to leave it, with the topic's lean; a term asked about where it was met
 * (offer比较里说的签字费) is the term; 国考 and 省考 are two exams of one round, put in order by when each comes and
 * by where the asker wants to live; a job named with the verb that takes it up (去高校当辅导员) is that job; the side two
 * options are compared on (的工作氛围有什么不一样) is no situation of the asker's; which of two suits a named line of
 * work (哪个更适合做互联网) is no search for a direction; which thing to buy, and courting someone however it is put,
 * are outside career planning; the name of one's major (药学专业) says nothing of how one's background stands; 不想画图
 * rules out the drawing offices; which major to study asked of one's result is answered with majors first, numbered,
 * and 第一个 after it is that major; what a major studies is its subjects; a dislike said softly (不太喜欢动脑子分析) is a
 * dislike, and its words search no jobs; 考公 with one's major not matching is where to look in the post list, and a
 * word that only holds 不 (不对口) negates nothing after it; a school or a major chosen for a master's is the entry on
 * choosing where to sit 考研, not the 高考's.
 */
const read = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('the usual road ruled out, and 怎么办', () => {
  it('lays out the other roads, as 还有什么出路 would', () => {
    for (const q of ['读师范但不想当老师，怎么办', '师范毕业不想教书了，咋办']) {
      const answer = chain(q)[0]!;
      expect(answer, q).toContain('### 可以走的几条路');
      expect(answer, q).toContain('留在教育行业但不站讲台');
    }
  });

  it('keeps a line that names the ruled-out thing only as not done', () => {
    const lines = ['即使不当老师，教资也能在培训机构用上。', '当老师寒暑假多。', '除了当老师，还能考研。'];
    expect(withoutAvoided(lines, ['老师'])).toEqual([lines[0], lines[2]]);
    expect(withoutAvoided(['不少老师转去做教研。'], ['老师'])).toEqual([]);
  });
});

describe('going on with an internship, asked in other words', () => {
  it('is whether to leave it, with the topic’s lean', () => {
    for (const q of [
      '实习期间发现自己不喜欢这个行业，要不要坚持做完',
      '实习了一个月觉得很没意思，还要坚持到底吗',
      '实习三个月，才过了一个月就想走，要不要待满',
    ]) {
      const { reading, text } = read(q);
      expect(reading.topic?.id, q).toBe('intern-leave-early');
      expect(text, q).toContain('**我的倾向**');
    }
  });

  it('does not open with a clause of the asker’s own finding as its subject', () => {
    expect(questionSubjects('实习期间发现自己不喜欢这个行业，要不要坚持做完')).not.toContain('实习期间发现自己');
  });
});

describe('a term asked about where it was met', () => {
  it('answers the term, not the page it was met on', () => {
    expect(read('offer比较里说的签字费是什么').reading.topic?.id).toBe('signing-bonus');
    expect(read('offer比较要看哪些').reading.topic?.id).not.toBe('signing-bonus');
    expect(questionSubjects('考研群里说的调剂是啥')).toEqual(['调剂']);
  });
});

describe('国考 and 省考', () => {
  it('are put in order by their round, the same whichever is named first', () => {
    for (const q of ['国考和省考有什么区别，应届生先考哪个', '省考和国考先考哪个']) {
      const answer = chain(q)[0]!;
      expect(answer, q).toMatch(/我更建议你先考国考\*\*。国考每年秋天先开考[^\n]*省考联考在次年春天/u);
    }
  });

  it('put the home province’s exam first for one going home, and neither names an exam it is not', () => {
    expect(chain('省考和国考先考哪个？我想回老家工作')[0]).toMatch(/我更建议你先考省考\*\*。你说到了“老家”/u);
    expect(chain('国考和事业编选哪个')[0]).toMatch(/我更建议你选国考\*\*/u);
    expect(questionSubjects('公务员和事业编报哪个')).toEqual(['公务员和事业编']);
  });
});

describe('a job named with the verb that takes it up', () => {
  it('is the job, not a title the catalogue lacks', () => {
    expect(typedTitle('研究生毕业去高校当辅导员怎么样')?.title).toBe('辅导员');
    expect(typedTitle('在银行做客户经理累吗')?.title).toBe('客户经理');
    expect(chain('研究生毕业去高校当辅导员怎么样')[0]).not.toContain('没有“');
  });
});

describe('the side two options are compared on', () => {
  it('is not said back as the asker’s situation', () => {
    const answer = chain('外企和国企的工作氛围有什么不一样')[0]!;
    expect(answer).not.toContain('按你说的情况');
    expect(answer).toContain('你还没说更多自己的情况');
    expect(chain('我英语好，喜欢扁平一点的氛围，外企和国企的工作氛围有什么不一样')[0]).toMatch(
      /我更建议你选外企\*\*。按你说的情况/u,
    );
  });
});

describe('which of two suits a named line of work', () => {
  it('is no search for a direction; 适合做什么 still is', () => {
    for (const q of ['成都和重庆哪个更适合做互联网', '我适合学医吗']) expect(read(q).reading.direction, q).toBe(false);
    expect(chain('成都和重庆哪个更适合做互联网')[0]).not.toContain('不知道适合做什么很正常');
    for (const q of ['我适合做什么工作', '不知道自己适合干啥', '我这种性格适合哪一行'])
      expect(read(q).reading.direction, q).toBe(true);
  });
});

describe('which thing to buy, and courting someone', () => {
  it('are outside career planning', () => {
    for (const q of ['iPhone和华为手机哪个好', '想买个笔记本电脑，预算五千，买什么好', '怎么追到喜欢的女生'])
      expect(scopeOf(q), q).toBe('off-topic');
  });

  it('leave employers, a product team and a job on a product in scope', () => {
    for (const q of ['华为和小米哪个好，两个offer都拿到了', '华为手机部门和小米哪个好进', '做手机测试工程师怎么样'])
      expect(scopeOf(q), q).toBe('career');
  });
});

describe('the name of the major studied', () => {
  it('says nothing of how the asker’s background stands', () => {
    const named = chain('药学专业考研还是工作')[0]!;
    expect(named).not.toContain('按你说的情况');
    expect(named).toContain('你还没说更多自己的情况');
    expect(chain('我本科学校一般，专业背景也弱，考研还是工作')[0]).toMatch(/我更建议你选考研\*\*。按你说的情况/u);
  });
});

describe('drawing ruled out', () => {
  it('leaves the drawing offices out of a major’s outlets', () => {
    const answer = chain('学建筑学的，不想画图了还能做什么')[0]!;
    expect(answer).not.toContain('建筑设计院与设计事务所');
    expect(answer).toContain('地产开发商设计管理');
  });
});

const ics: ChatProfile = {
  riasec: {
    hollandCode: 'ICS',
    order: ['I', 'C', 'S', 'R', 'A', 'E'],
    percent: { R: 35, I: 80, A: 30, S: 40, E: 30, C: 70 },
    takenAt: '2026-11-01T00:00:00.000Z',
  },
  workTag: '',
  layoutTag: '',
  facts: [],
};

describe('which major to study, asked of one’s result', () => {
  it('lists majors first and numbered, the jobs after; 第一个 is then the first major', () => {
    const ask = (question: string, before: string[] = [], previousAnswer = '') =>
      composeAnswer(kb, { question, previousQuestions: before, previousAnswer, profile: ics });
    const first = ask('我的测评结果适合学什么专业').text;
    const majors = first.indexOf('### 可以考虑的专业');
    expect(majors).toBeGreaterThan(-1);
    expect(majors).toBeLessThan(first.indexOf('### 这些兴趣常去的职业'));
    const name = /### 可以考虑的专业\n1\. \*\*([^*]+)\*\*/u.exec(first)![1]!;
    const next = ask('第一个专业具体学什么', ['我的测评结果适合学什么专业'], first);
    expect(next.reading.followUp?.pointed).toBe(name);
    expect(next.reading.decision).toBeUndefined();
    expect(next.text).not.toContain('不知道适合做什么很正常');
    // Asked for jobs, the jobs still lead.
    expect(ask('按我的测评结果推荐几个职业').text).toContain('### 可以先了解的职业');
  });

  it('says what a major studies when its courses are asked', () => {
    expect(chain('软件工程专业具体学什么')[0]).toMatch(/### 软件工程学什么\n在计算机基础之上/u);
  });
});

describe('a dislike said softly', () => {
  it('is a dislike, set against the result, and its words open no job', () => {
    expect(statedInterests('但我不太喜欢动脑子分析东西')).toEqual({ like: [], dislike: ['I'] });
    expect(statedInterests('我不怎么喜欢跟人打交道').dislike).toEqual(['S']);
    const i: ChatProfile = {
      ...ics,
      riasec: { ...ics.riasec!, hollandCode: 'ICA', order: ['I', 'C', 'A', 'S', 'R', 'E'] },
    };
    const { text, reading } = composeAnswer(kb, {
      question: '测评说我适合研究型的工作，但我不太喜欢动脑子分析东西',
      previousQuestions: [],
      previousAnswer: '',
      profile: i,
    });
    expect(text).toContain('测评的看法和你说的不一样');
    expect(reading.occupations).toEqual([]);
  });
});

describe('考公 with one’s major not matching', () => {
  it('is where to look in the post list, however the ask is put', () => {
    for (const q of [
      '专业不对口能考公吗',
      '考公的时候专业不对口能报哪些岗位',
      '我想考公，但是专业不对口，能报哪些岗位',
    ]) {
      const { reading, text } = read(q);
      // The case within 专业不对口, or the topic of which majors' posts 考公 offers: both say where to look.
      expect([reading.case?.id, reading.topic?.id], q).toContainEqual(
        expect.stringMatching(/^(?:mismatch-civil-service|civil-popular-majors)$/u),
      );
      expect(text, q).toContain('专业参考目录');
    }
    expect(read('我不想考公，专业不对口怎么找工作').reading.case?.id).not.toBe('mismatch-civil-service');
  });
});

describe('a school or a major chosen for a master’s', () => {
  it('is the entry on choosing where to sit 考研, with its lean by what the asker means to do after', () => {
    for (const q of ['考研择校，应该选学校还是选专业', '读研选学校还是选专业好'])
      expect(read(q).reading.topic?.id, q).toBe('kaoyan-school-choice');
    expect(read('高考选学校还是选专业').reading.decision?.id).toBe('gaokao-major-choice');
    expect(chain('读研选学校还是选专业好？我以后想读博')[0]).toMatch(
      /我的倾向\*\*：按你说的情况，想读博[^\n]*先保专业/u,
    );
  });
});
