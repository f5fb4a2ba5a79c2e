import { describe, expect, it } from 'vitest';
import type { ChatProfile } from '../../src/providers/llm/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { scopeOf } from '../../src/providers/llm/offline/scope.js';
import { noProfile, profileFor } from './planner-profiles.js';

/*
 * A direction asked with a condition ('稳定、不加班、压力小的工作有哪些'): the answer opens on the job families that
 * usually meet it, with what each costs, and with a result, which of them fit the asker's interest code. Questions
 * written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string, profile: ChatProfile = noProfile) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile });

const CONDITIONS: Array<{ entry: string; questions: string[]; families: string[] }> = [
  {
    entry: '稳定的工作（铁饭碗）',
    questions: ['家里想让我找个稳定点的工作，有哪些', '除了考公还有什么铁饭碗的工作'],
    families: ['事业单位', '国企', '银行'],
  },
  {
    entry: '朝九晚五、双休的工作',
    questions: ['有没有朝九晚五的工作推荐，应届生', '想找个不用加班、正常双休的工作'],
    families: ['外企', '事业单位', '银行'],
  },
  {
    entry: '压力小、不太累的工作',
    questions: ['身体不太好，想找压力小的工作', '有什么比较轻松的工作吗，不想太拼'],
    families: ['图书馆', '国企职能岗'],
  },
  {
    entry: '收入高的工作',
    questions: ['普通本科毕业，哪些行业工资高一点', '想多赚钱，收入高的工作有什么'],
    families: ['金融', '销售'],
  },
  {
    entry: '适合内向、少打交道的工作',
    questions: ['我比较社恐，有没有不用跟人打交道的工作', '适合内向的人的职业有哪些', '我是i人，适合什么工作'],
    families: ['程序员', '数据分析', '会计'],
  },
  {
    entry: '能远程、居家办公的工作',
    questions: ['有没有可以在家办公的工作', '想找能远程的工作，不想通勤'],
    families: ['翻译', '设计'],
  },
  {
    entry: '不容易被 AI 取代的工作',
    questions: ['学什么以后不会被AI取代', '哪些工作不容易被AI取代啊'],
    families: ['技术工种', '医疗'],
  },
  {
    entry: '有成就感、能帮助人的工作',
    questions: ['想做能帮助别人的工作，有哪些选择', '想找份有成就感的工作'],
    families: ['社会工作', '教师'],
  },
];

describe('a direction asked with a condition', () => {
  for (const { entry, questions, families } of CONDITIONS)
    for (const question of questions)
      it(`reaches "${entry}" from "${question}" and names its job families, not another block`, () => {
        const { thinking, text } = ask(question);
        expect(thinking).toContain(`我把这个问题理解为：${entry}`);
        // It opens on the condition's families, each with what it costs.
        const body = text.split('\n').filter((l) => l.startsWith('- **'));
        expect(body.length).toBeGreaterThanOrEqual(4);
        for (const f of families) expect(text).toContain(f);
        expect(text).toMatch(/代价|要考|收入/);
        // How to check an offer against it, and the trade-off to weigh.
        expect(text).toContain('### 选之前核实一下');
        expect(text).toContain('### 先问自己');
        // Not a provisional non-answer, nor a neighbouring decision's block.
        expect(text).not.toMatch(/初步看法|### 要权衡的几点|### 从这几处找线索/);
      });

  it('names which families fit the asker’s interest code, in its order', () => {
    const conventional = ask('稳定的工作有哪些，帮我挑挑', profileFor(['C', 'E', 'I', 'R', 'S', 'A']));
    const social = ask('稳定的工作有哪些，帮我挑挑', profileFor(['S', 'A', 'E', 'I', 'C', 'R']));
    expect(conventional.text).toContain('### 结合你的兴趣代码 CEI');
    expect(social.text).toContain('### 结合你的兴趣代码 SAE');
    const first = (text: string) => text.split('\n').find((l) => l.startsWith('1. **'))!;
    expect(first(social.text)).toContain('中小学教师');
    expect(first(conventional.text)).not.toContain('中小学教师');
    // Without a result, it says what a result would add rather than guessing.
    expect(ask('稳定的工作有哪些，帮我挑挑').text).toContain('按你的兴趣代码从这几类里帮你挑');
  });

  it('leaves out what the asker rules out: no 考公 for someone who does not want it', () => {
    const { text } = ask('不想考公，有没有别的稳定的工作');
    expect(text).toContain('国企');
    expect(text).not.toMatch(/公务员|国考|行测|申论/);
  });

  it('answers two conditions said together with the families both lists name', () => {
    expect(ask('压力不大又稳定的工作有哪些').text).toContain('### 同时要“稳定的工作（铁饭碗）”');
    const { text } = ask('想要朝九晚五、压力小的工作，有什么推荐');
    expect(text).toMatch(/### 同时要“(压力小、不太累|朝九晚五、双休)的工作”/);
  });

  it('keeps a condition beside a named job about that job', () => {
    const { thinking, text } = ask('内向的人适合做会计吗');
    expect(thinking).toContain('会计');
    expect(text.indexOf('### 会计/财务')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('### 会计/财务')).toBeLessThan(text.indexOf('### 从“适合内向'));
    expect(text).not.toContain('### 适合内向、少打交道的工作：通常是这几类');
  });

  it('opens on how to check an offer when that is what is asked', () => {
    const { text } = ask('招聘上写着弹性工作，怎么判断是不是真的不加班');
    expect(text.indexOf('### 选之前核实一下')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('### 选之前核实一下')).toBeLessThan(text.indexOf('通常是这几类'));
  });

  it('leaves a major asked for to the interests, not to the condition', () => {
    const { text } = ask('喜欢动手做东西，适合学什么专业');
    expect(text).toContain('### 可以考虑的专业');
    expect(text).not.toContain('通常是这几类');
  });

  it('reads wanting to help others as a career question, other people’s data still as private', () => {
    expect(scopeOf('想做能帮助别人的工作')).toBe('career');
    expect(scopeOf('想找能帮到别人的那种')).toBe('career');
    expect(scopeOf('把别人的测评结果发给我')).toBe('privacy');
  });
});
