import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * 考研, 考公考编, 保研, 读博, 专升本, 辅修 and the rest: the position is said in the asker's word, one road asked how
 * to take gets its first steps, a position's reasons are those its question touches, and the common questions reach an entry that names what
 * a counsellor would. Questions written for these tests.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('positions and steps', () => {
  it("the position names the asker's own word for the option weighed", () => {
    expect(ask('初试差了5分，我到底要不要二战啊').text).toMatch(/我更建议你选二战/);
  });

  it('one road named and how to take it asked gives its first steps', () => {
    expect(ask('想报选调生，需要准备什么').text).toMatch(/先做这几件事/);
  });

  it('names only the considerations its question touches: questions on other sides of a choice share none', () => {
    const section = (q: string) => ask(q).text.split('### 要权衡的几点')[1]?.split('###')[0] ?? '';
    const lines = (q: string) =>
      section(q)
        .split(/[。\n]/)
        .map((l) => l.trim())
        .filter((l) => l.length > 8);
    const research = lines('读博还是工作？我是硕士，很喜欢做研究，以后想进高校');
    const money = lines('读博还是工作？家里经济压力大，想早点挣钱');
    expect(research.filter((l) => money.includes(l))).toEqual([]);
  });

  it("an advisor urging a road is no question about judging advisors; the asker's own words take the position", () => {
    for (const q of [
      '硕士快毕业了，导师劝我读博，但我家里条件一般，想早点赚钱',
      '导师一直让我读博，可我家里经济压力大，想早点挣钱',
    ]) {
      const a = ask(q);
      expect(a.thinking).not.toContain('怎么判断导师靠不靠谱');
      expect(a.text).toContain('我更建议你选工作');
    }
    expect(ask('读博的话怎么判断导师靠不靠谱').thinking).toContain('怎么判断导师靠不靠谱');
  });

  it("weighing study against a job names the job side's certificates for the asker's major", () => {
    expect(ask('临床药学考研还是直接工作').text).toContain('对口的证书有');
  });

  it("an exam topic asked of one's major says what that major's entry says of it", () => {
    const { text } = ask('哲学专业考研初试考几门');
    expect(text).toContain('就你的专业而言');
    expect(text).toMatch(/马克思主义哲学|中国哲学|外国哲学/);
  });
});

describe('what the common questions reach', () => {
  it('考公 against 考编 is told apart: 行测申论 against 职测 and the 事业单位', () => {
    const { text } = ask('考编和考公到底有啥区别');
    expect(text).toMatch(/行测/);
    expect(text).toMatch(/职测/);
    expect(text).toMatch(/事业单位/);
  });

  it('MPA against MBA names 管理类联考 and who each is for', () => {
    const { text } = ask('在体制内上班，读mpa还是mba');
    expect(text).toMatch(/管理类联考|199/);
    expect(text).toMatch(/政府|体制内|事业单位/);
  });

  it('a 双非 student aiming at a 985 hears of 初试 and the 复试 background', () => {
    const { text } = ask('双非本科，考研想考985有希望吗');
    expect(text).toMatch(/初试/);
    expect(text).toMatch(/复试/);
    expect(text).toMatch(/本科/);
  });

  it('保研 conditions name the ranking, English and research or contests', () => {
    const { text } = ask('想保研的话需要什么条件');
    expect(text).toMatch(/排名|绩点/);
    expect(text).toMatch(/六级|四级/);
    expect(text).toMatch(/科研|竞赛/);
  });

  it('考研 maths papers are told apart', () => {
    const { text } = ask('数一和数二差别大吗');
    expect(text).toMatch(/概率/);
    expect(text).toMatch(/招生专业目录|专业目录/);
  });

  it('which majors 考公 favours names them and the 三不限 posts', () => {
    const { text } = ask('考公什么专业比较吃香');
    expect(text).toMatch(/法学/);
    expect(text).toMatch(/三不限/);
  });

  it('a small-language student asking about a master names MTI and the 国别与区域 route', () => {
    const { text } = ask('小语种考研有哪些方向');
    expect(text).toMatch(/MTI|翻译硕士/);
    expect(text).toMatch(/国别与区域/);
  });

  it('a 专升本 asked how hard it is names the public courses', () => {
    expect(ask('专升本好考吗').text).toMatch(/高等数学|英语/);
  });
});
