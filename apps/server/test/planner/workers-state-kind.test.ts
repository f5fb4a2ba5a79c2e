import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Working people on the state sector and on papers: a state employer read by its kind (state-kind.ts, read by
 * employer-now.ts), stable work asked with the exams set aside (stable-asked.ts), and a degree from abroad asked
 * whether it counts at home (abroad-degree.ts).
 */
const kb = buildKnowledgeBase();
const ask = (question: string, previousQuestions: string[] = []) =>
  composeAnswer(kb, { question, previousQuestions, previousAnswer: '', profile: noProfile });

describe('a state employer named by its kind', () => {
  it('reads leaving an organ, a state firm or a public institution as leaving the state sector', () => {
    for (const q of [
      '在国家电网干了三年 工资还行就是太闲了 想跳槽去互联网公司',
      '中石化加油站站长，35岁了，想出来干点别的，现实吗',
      '县医院的护士有编制，私立医院给的工资高一倍，要不要辞职过去',
      '在研究所做了八年工程师，事业单位，想去民企拿高薪，年纪38了',
      '我在烟草局上班三年了，想辞职去民企，值不值',
      '农行县支行柜员干了4年了 想跳出来 能去哪',
    ])
      expect(ask(q).reading.decision?.id, q).toBe('leave-system');
  });

  it('hears the civil service in an organ of government, with its minimum service period', () => {
    const r = ask('在税务局才干了三年，有编制，想辞职去企业');
    expect(r.reading.decision?.id).toBe('leave-system');
    expect(r.text).toContain('最低服务年限');
  });

  it('keeps the bank teller’s own moves beside the leaving', () => {
    expect(ask('农行县支行柜员干了4年了 想跳出来 能去哪').text).toContain('从银行柜员出发');
  });

  it('leaves a word that only holds an abbreviation or a suffix alone', () => {
    expect(ask('在施工行业干了五年，想辞职').reading.decision?.id).not.toBe('leave-system');
    expect(ask('土建行业干了三年想跳槽去互联网').reading.decision?.id).not.toBe('leave-system');
    expect(ask('在餐厅干了三年想辞职去公司').reading.decision?.id).not.toBe('leave-system');
    expect(ask('互联网公司干了三年，想跳槽去外企').reading.decision?.id).not.toBe('leave-system');
  });
});

describe('stable work asked with the exams set aside', () => {
  it('answers with the kinds of stable employer, in any punctuation or none', () => {
    for (const q of [
      '不想考公有没有别的稳定工作',
      '不想考公，有没有别的稳定工作',
      '除了考编还有什么铁饭碗',
      '不考公务员的话什么工作稳定',
      '考公太卷了，还有什么稳定的出路',
      '什么工作比较稳定',
    ]) {
      const r = ask(q);
      expect(r.reading.topic?.id, q).toBe('pref-stable');
      expect(r.text, q).toContain('国企、央企');
    }
  });

  it('leaves the exam set aside out of the list', () => {
    for (const q of ['不想考公有没有别的稳定工作', '考公太卷了，还有什么稳定的出路'])
      expect(ask(q).text, q).not.toContain('公务员（含参公单位）');
  });

  it('reads the ask in a thread whose turn before set the exam aside', () => {
    const r = ask('那还有什么工作比较稳定', ['考公太卷了我不想考了']);
    expect(r.reading.topic?.id).toBe('pref-stable');
    expect(r.text).not.toContain('公务员（含参公单位）');
  });

  it('opens on the asker’s own major’s stable outlets', () => {
    expect(ask('会计专业工作两年了，想要稳定点，但又不想考公务员，还有什么路？').text).toContain(
      '合“稳定的工作（铁饭碗）”的方向',
    );
  });

  it('keeps a choice between two kinds, an exam weighed and a stay-or-go on pay', () => {
    expect(ask('国企和事业单位哪个稳').reading.decision?.id).toBe('institution-or-soe');
    expect(ask('要不要考公，还有什么稳定的工作').reading.topic?.id).not.toBe('pref-stable');
    expect(ask('工作稳定但工资低，要不要跳槽').reading.topic?.id).not.toBe('pref-stable');
  });
});

describe('a degree from abroad and whether it counts', () => {
  it('answers counting for posts and papers from the certification', () => {
    for (const q of [
      '英国读的硕士，回国考公务员有什么限制吗？',
      '香港读的授课型硕士 回来考选调认不认',
      '在职读了个马来西亚的线上博士，国内承认吗',
      '美国的MBA国内认可吗',
      '国外本科回国能考公吗',
    ]) {
      const r = ask(q);
      expect(r.reading.topic?.id, q).toBe('degree-certification');
      expect(r.text, q).toContain('留学服务中心');
    }
  });

  it('answers being hired with it from the returning graduate’s topic', () => {
    for (const q of ['工作三年了想去澳洲读个一年半的硕士，回国找工作会被看不起吗', '港硕回国好找工作吗'])
      expect(ask(q).reading.topic?.id, q).toBe('one-year-master-jobs');
  });

  it('keeps a choice of where or whether to study', () => {
    expect(ask('要不要去英国读研').reading.decision?.id).toBe('study-abroad-or-domestic');
    expect(ask('留学回来考公还是进国企').reading.decision?.id).toBe('civil-service-soe-private');
  });
});
