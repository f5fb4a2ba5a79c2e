import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { ask } from './entry-cases.js';

/*
 * Questions written for these tests, one class each: a road wanted with what bars it and another way asked for, the
 * subject of a clause that says when or what road, a city named as home, and a liking to bring together with the
 * major studied.
 */

describe('a road wanted, what bars it, and another way asked for', () => {
  it('answers the road wanted with the other ways, not the shortfall alone', () => {
    const { text, thinking } = ask('想转专业到计算机，但是绩点不够，还有别的办法吗');
    expect(thinking).toContain('转专业');
    expect(thinking).not.toContain('怎么提高绩点');
    expect(text).toMatch(/辅修/);
    expect(text).toContain('转专业暂时走不通时');
    expect(text).not.toContain('**我的倾向**：喜欢编程且基础尚可就转');
  });
  it('the shortfall asked about alone is still the shortfall', () => {
    expect(ask('绩点不够怎么办').thinking).toContain('怎么提高绩点');
  });
  it('a road weighed without a bar keeps its case’s lean', () => {
    expect(ask('大一想转专业到计算机值不值').text).not.toContain('暂时走不通时');
  });
});

describe('an answer’s opening subject', () => {
  it('is the road itself when the asker wants to change major', () => {
    expect(questionSubjects('想转专业到计算机，但是绩点不够，还有别的办法吗')).toEqual(['转专业到计算机']);
  });
  it('is the places weighed, not the weighing', () => {
    expect(questionSubjects('我在上海和老家成都之间犹豫，做的是游戏开发')[0]).toBe('老家成都');
  });
  it('is what the asker did, not when', () => {
    expect(questionSubjects('35岁被裁了，以前是做外贸业务的，现在该怎么办')).toEqual(['外贸业务']);
  });
});

describe('a city named as home', () => {
  const { text } = ask('刚毕业去北京还是回老家石家庄');
  it('is named as the home option, once', () => {
    expect(text).toMatch(/石家庄（回老家）/);
    expect(text).not.toMatch(/石家庄和老家|石家庄（老家）和老家/);
  });
  it('is no sign that the family needs the asker', () => {
    expect(text).not.toMatch(/我更建议你选[^\n]*家里需要照顾/);
  });
});

describe('a liking brought together with the major studied', () => {
  it('lists jobs that need both, not a decision about keeping a hobby', () => {
    const { text, thinking } = ask('我喜欢画画但是家里不让学美术，现在读的是计算机，怎么把两者结合起来');
    expect(thinking).not.toContain('兴趣还是稳定');
    expect(text).toMatch(/UI\/网页设计师|游戏策划/);
    expect(text).toContain('作品集');
  });
  it('a liking whose letter reaches nothing it said is not bridged', () => {
    // 英语 and 编程 share no job by their letters that programs: the major's own outlets answer (本地化 among them).
    const { text, thinking } = ask('我是英语专业的，但是对编程也挺感兴趣，两个能结合吗');
    expect(thinking).not.toContain('的结合');
    expect(text).not.toContain('特殊教育教师');
  });
  it('a liking alone, with nothing to combine, is not bridged', () => {
    expect(ask('我喜欢画画，但是担心养不活自己').thinking).not.toContain('的结合');
  });
});

describe('weak English asked against 考研', () => {
  it('is answered by what the exam asks of English, not by a failed exam’s case', () => {
    const { text, thinking } = ask('想考研但是英语太差了，四级都没过，还能考吗');
    expect(thinking).toContain('英语基础差还能不能考研');
    expect(text).toMatch(/不看四六级/);
    expect(text).not.toContain('考研没考上');
  });
  it('四级 asked alone keeps its own topic', () => {
    expect(ask('四级没过会影响找工作吗').thinking).toContain('四六级与英语能力');
  });
});

describe('one’s own career plan asked for', () => {
  it('is a direction to find, not the 规划师 jobs or the interview question', () => {
    for (const q of ['帮我规划一下职业吧', '能帮我做个职业规划吗', '我想做职业规划，从哪开始']) {
      const { text, thinking } = ask(q);
      expect(thinking, q).toContain('不知道自己适合做什么');
      expect(text, q).not.toMatch(/城乡规划师|面试被问/);
    }
  });
  it('the interview question about one’s plans keeps its topic', () => {
    expect(ask('面试问职业规划怎么回答').thinking).toContain('面试被问职业规划');
  });
  it('not knowing what to do later is that question, not a dislike of one’s major', () => {
    expect(ask('我不知道以后做什么').thinking).not.toContain('不喜欢本专业');
  });
});

describe('a job ruled out beside the major studied', () => {
  it('is no card to open with: the major’s other outlets are asked', () => {
    for (const [q, card] of [
      ['学会计的除了做会计还能做什么', '### 会计/财务'],
      ['学护理的除了当护士还能干嘛', '### 护士'],
    ] as const) {
      const { text, thinking } = ask(q);
      expect(text, q).not.toContain(card);
      expect(thinking, q).toMatch(/专业的出路/);
    }
  });
  it('the job asked about plainly keeps its card', () => {
    expect(ask('护士这个职业怎么样').text).toContain('### 护士');
  });
});
