import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';

/*
 * The subject an answer names (subject.ts) is cut where the asker's thing ends: not after the order they take
 * things in (先说), not inside a word whose second character is also a verb (技能, 人工智能), not past a feeling
 * (感觉, 觉得) or a 'only' (只有) or a 'tiring' (累吗).
 */
describe('where the subject of a question is cut', () => {
  it('leaves out the order the asker takes things in and the paper a thing sits on', () => {
    expect(questionSubjects('先说简历上实习经历只有一段怎么写')).toEqual(['实习经历']);
    expect(questionSubjects('先讲讲群面怎么准备')).toEqual(['群面']);
    expect(questionSubjects('简历上的项目经历怎么写才显得有含金量')).toEqual(['项目经历']);
    expect(questionSubjects('大四了一段实习都没有怎么办')).toEqual(['实习']);
  });

  it('keeps a word whose last character is also 能 whole', () => {
    expect(questionSubjects('简历上技能那一栏写精通还是熟悉')).toEqual(['技能']);
    expect(questionSubjects('人工智能专业好就业吗')).toEqual(['人工智能']);
  });

  it('ends before a feeling, a tiring, an only', () => {
    expect(questionSubjects('32岁程序员感觉卷不过年轻人，该怎么办')).toEqual(['程序员']);
    expect(questionSubjects('CRC这份工作累吗')).not.toContain('CRC这份工作累');
    expect(questionSubjects('面试感觉很差还有希望吗')).toEqual(['面试']);
  });

  it('ends a medium before its 能 (自媒体能, not 体能)', () => {
    expect(questionSubjects('做自媒体能当成正式职业吗')).toEqual(['自媒体']);
    expect(questionSubjects('自媒体能赚钱吗')).toEqual(['自媒体']);
  });

  it('takes a parent pressing for a road (我妈非要我…) as no subject', () => {
    expect(questionSubjects('我妈非要我考教师编，我想去深圳做运营，怎么办')).toEqual(['运营']);
    expect(questionSubjects('妈宝男适合什么工作')).toEqual(['妈宝男']);
  });

  it('takes no joining word for a subject', () => {
    expect(questionSubjects('简历上实习经历只有一段，而且是在小公司打杂，怎么写才不寒碜')).toEqual(['实习经历']);
    expect(questionSubjects('offer拿到了，不过是外包岗位，要不要去')).not.toContain('不过');
    expect(questionSubjects('我学的会计，但是对编程更感兴趣')).not.toContain('但是');
  });

  it('still keeps 简历 where what is written on it is asked', () => {
    expect(questionSubjects('简历写什么')).toEqual(['简历']);
  });
});
