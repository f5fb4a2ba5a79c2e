import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { readTarget } from '../../src/providers/llm/offline/triggers.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * The ask chooses the entry, not a circumstance said beside it (clause-role.ts, family-doubt.ts, triggers.ts): a
 * trait stated in a clause of its own, what the asker rules out, what the family says of the asker's road.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile: noProfile });

describe('a trait said beside the task', () => {
  it('shapes the answer to the task, whose entry answers', () => {
    expect(readTarget(kb, '我很内向，群面怎么办').topic?.id).toBe('group-interview');
    expect(readTarget(kb, '我是个社恐，群面的时候不敢说话怎么办').topic?.id).toBe('group-interview');
    expect(readTarget(kb, 'i人一枚，下周有个无领导小组讨论，有什么技巧').topic?.id).toBe('group-interview');
  });

  it('is still the subject when nothing else is asked, or when the first clause is what is asked about', () => {
    expect(readTarget(kb, '性格内向，适合做什么工作').decision?.id).toBe('introvert-career');
    expect(readTarget(kb, '年终奖没写进合同，离职前能拿到吗').topic?.id).not.toBe('leaving-handover');
  });
});

describe('what the asker rules out', () => {
  it('chooses no entry, every item of its list', () => {
    expect(readTarget(kb, '除了当老师和考公，师范生还有什么出路').decision?.id).toBe('normal-student-not-teach');
    expect(ask('除了当老师和考公，师范生还有什么出路').text).not.toMatch(/行测|申论/u);
  });

  it('leaves the decision’s other roads as the answer to where else it leads', () => {
    const { text } = ask('除了当老师和考公，师范生还有什么出路');
    expect(text).toContain('### 可以走的几条路');
    expect(text).toContain('留在教育行业但不站讲台');
  });

  it('is read from 排除 too', () => {
    expect(ask('排除掉销售和客服，市场营销专业还能做什么').text).not.toContain('销售代表');
  });
});

describe("the family's doubt about the asker's own road", () => {
  it('is answered as keeping to one’s road against the family, the road named', () => {
    for (const q of ['家里觉得学画画没出路，我该坚持吗', '亲戚都说考古专业找不到工作，我还要报吗']) {
      const target = readTarget(kb, q);
      expect(target.decision?.id, q).toBe('parents-disagree');
      expect(target.case?.id, q).toBe('doubted-path');
    }
    const { text } = ask('爸妈说学音乐将来养不活自己，我还要继续学音乐吗');
    expect(text).toContain('你想学音乐，家里不看好');
    expect(text).not.toMatch(/间隔年|慢就业/u);
  });

  it('is no such question when nothing is weighed against the family', () => {
    expect(readTarget(kb, '爸妈说考公稳定，行测怎么准备').decision?.id).not.toBe('parents-disagree');
  });
});

describe('how long a degree or its exam takes', () => {
  it('is answered with the years of the degree, also after weighing whether to take it', () => {
    expect(readTarget(kb, '读博要读几年').topic?.id).toBe('degree-study-years');
    expect(ask('那读博大概要花多少年', ['读博还是工作？']).text).toMatch(/3–4年/u);
  });

  it('is answered with when to start, whatever school the asker comes from', () => {
    for (const q of [
      '双非本科，想考985的研究生，大几开始准备比较好',
      '我是双非的，想考复旦的研究生，几月份开始复习合适',
    ])
      expect(readTarget(kb, q).topic?.id, q).toBe('exam-prep-durations');
    expect(ask('二本学生想考211的研，一般什么时候开始复习').text).toContain('大三下学期');
  });

  it('is answered for the exam named, not with every exam the topic lists', () => {
    const { text } = ask('双非本科，想考985的研究生，大几开始准备比较好');
    expect(text).toContain('考研：多数人准备');
    expect(text).not.toMatch(/法考：|教师资格证：/u);
  });
});

describe('two options of the asker’s own', () => {
  it('are weighed as named, not as a neighbouring decision that shares a word of one', () => {
    const { text, thinking } = ask('暑假去小公司实习还是留学校跟老师做项目');
    expect(text).toContain('在小公司实习和学校跟老师做项目之间');
    expect(thinking).not.toContain('大厂还是创业公司');
    // The teacher one works with is no job to describe.
    expect(text).not.toContain('中小学教师');
  });

  it('still place a short name on the decision’s other option', () => {
    expect(ask('大厂还是去小公司').thinking).toContain('大厂还是创业公司');
  });
});

describe('a second ask on the first’s outcome', () => {
  it('is answered briefly from its own entry after the first', () => {
    const { text } = ask('考研还是工作？如果工作，去哪个城市好');
    expect(text).toContain('我更建议你选');
    expect(text).toContain('### 再说你的第二个问题：去哪个城市好');
    expect(ask('要不要跳槽？跳的话简历怎么写').text).toContain('### 再说你的第二个问题：简历怎么写');
  });

  it('is read for the asker’s stage, and not repeated when the first’s entry covers it', () => {
    expect(ask('大专要不要专升本？升的话选什么专业').text).not.toContain('填志愿');
    expect(ask('该不该读研？读的话选学硕还是专硕').text).not.toContain('第二个问题');
  });

  it('leaves the entry to the first ask, and the second keeps its own answer', () => {
    const first = ask('要不要考教资？考的话要准备多久');
    expect(first.thinking).toContain('「教师资格证」');
    expect(first.text).toContain('### 再说你的第二个问题：要准备多久');
    expect(first.text).toMatch(/教师资格证：笔试/u);
    const leave = ask('打算跳槽，现在走合适吗？走的话离职证明不给开怎么办');
    expect(leave.thinking).toContain('「跳槽时机」');
    expect(leave.text).toContain('### 再说你的第二个问题：离职证明不给开');
  });

  it('is found after a first ask said with a comma', () => {
    const { thinking, text } = ask('我在犹豫要不要考研，考的话英语从哪开始复习');
    expect(thinking).toContain('「考研还是就业」');
    expect(text).toMatch(/### 再说你的第二个问题：考研复习规划\n(?:- .+\n){0,2}- .*英语/u);
    expect(ask('还在想该不该考公，要考的话申论怎么练').text).toContain('### 再说你的第二个问题：申论怎么练');
  });
});
