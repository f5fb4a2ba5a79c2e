import { describe, expect, it } from 'vitest';
import { readChoice } from '../../src/providers/llm/offline/choice.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { severanceMonths } from '../../src/providers/llm/offline/severance.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from './planner-profiles.js';

/*
 * Offers and internships: the ways people list two offers, two internships weighed by the asker's stage, and the
 * offer and internship situations that had no entry of their own (定岗, 推迟入职, 意向书, 校招与社招, 转正率…).
 * Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const at = (question: string) => {
  const r = readTarget(kb, question);
  return `${r.decision?.id ?? r.topic?.id ?? ''}/${r.case?.id ?? ''}`;
};
const answer = (question: string, facts: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: { ...noProfile, facts } })
    .text.split('\n')
    .slice(1)
    .join('\n');

describe('two offers as people list them', () => {
  it('reads each offer by what gave it, not by its pay', () => {
    expect(readChoice('国企offer 8k稳定双休，外企offer 13k，怎么选')?.options).toEqual(['国企', '外企']);
    expect(readChoice('offer A在上海月薪2w但是租房要4k，offer B在成都月薪1.4w，怎么比')?.options).toEqual([
      '上海',
      '成都',
    ]);
    expect(readChoice('央企的研究所和互联网大厂算法岗都给了offer，纠结死了')?.options).toEqual([
      '央企的研究所',
      '互联网大厂算法岗',
    ]);
  });

  it('takes a position the asker’s worry decides', () => {
    expect(answer('央企的研究所和互联网大厂算法岗都给了offer，大厂钱多一倍但是听说35岁危机，纠结死了')).toMatch(
      /我更建议你选央企的研究所/,
    );
  });
});

describe('two internships', () => {
  it('weighs them by the asker’s stage', () => {
    const late = answer('两个实习offer，一个字节日常实习，一个中厂暑期实习能转正，选哪个', ['年级：大三']);
    expect(late).toMatch(/我更建议你选中厂暑期实习/);
    const early = answer('大厂日常实习和小公司能转正的实习选哪个', ['年级：大二']);
    expect(early).toMatch(/我更建议你选大厂日常实习/);
  });

  it('takes a position even where a topic lists both kinds', () => {
    expect(answer('大三，日常实习和暑期实习都能投，我应该先冲哪个？')).toMatch(/我更建议你选暑期实习/);
  });

  it('leaves an internship weighed against 考研 to its decision, and follows the asker who has settled on 考研', () => {
    expect(at('考研和实习冲突了，有个很好的实习机会，但我想考研，怎么取舍')).toBe('intern-vs-kaoyan/set-on-kaoyan');
  });
});

describe('an offer or internship situation', () => {
  it('reaches the entry written for it', () => {
    expect(at('拿到offer说入职后再定岗，会不会被分到不想去的岗位？')).toBe('post-entry-placement/');
    expect(at('签了三方但是公司说要延迟入职半年，我该怎么办')).toBe('start-date-change/');
    expect(at('拿到offer后能不能要求推迟入职？想毕业旅行')).toBe('start-date-change/');
    expect(at('hr发了个录用意向，这个算正式offer吗')).toBe('intent-letter/');
    expect(at('应届生校招和社招有什么区别')).toBe('campus-vs-social/');
    expect(at('大一就想去实习，有必要吗')).toBe('intern-early-years/');
    expect(at('暑期实习转正的概率大吗')).toBe('intern-conversion-odds/');
    expect(at('边实习边考公来得及吗')).toBe('civil-exam-and-intern/');
    expect(at('想跳槽但是项目没做完，走了怕背锅')).toBe('leave-mid-project/');
    expect(at('试用期发现岗位和招聘时说的不一样，能走吗')).toBe('probation-mismatch/');
  });

  it('says what a counsellor would say', () => {
    expect(answer('试用期发现岗位和招聘时说的不一样，能走吗')).toContain('提前三日');
    expect(answer('暑期实习转正的概率大吗，怎么提高')).toMatch(/答辩/);
    expect(answer('面试通过了但是hr说要先交培训费')).toMatch(/骗/);
  });
});

describe('the asker’s own N', () => {
  it('is worked out from the tenure they state, by 第四十七条', () => {
    expect(severanceMonths(2, 7)).toBe(3);
    expect(severanceMonths(4, 2)).toBe(4.5);
    expect(severanceMonths(0, 8)).toBe(1);
    const text = answer('公司裁员说给N+1，这个N到底怎么算？我干了2年7个月');
    expect(text).toContain('N 就是 3 个月工资');
    expect(text).toContain('N+1 就是 4 个月');
    expect(answer('刚被裁员了，赔偿怎么算才合理')).not.toContain('按你说的工作年限算 N');
  });
});
