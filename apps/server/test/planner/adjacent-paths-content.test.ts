import { describe, expect, it } from 'vitest';
import { answersFromEntries, ask, type EntryCase } from './entry-cases.js';

/*
 * A graduate weighing one neighbouring path of their major (civil engineering to BIM, mechanical to embedded, medicine
 * to medical writing, a science to patents or bioinformatics) is answered from that path's entry: who hires, what
 * carries over, what to add and the catch, not from the major's list of outlets. Questions written for these tests.
 */
const cases: EntryCase[] = [
  { q: '工程管理专业，以后做数字孪生方向靠谱吗', entry: '土木、建筑背景转 BIM、数字孪生和智能建造', says: /Revit/ },
  { q: '电气工程的学生想学嵌入式，从哪开始', entry: '机械、自动化、电气背景转嵌入式开发', says: /STM32/ },
  { q: '药学硕士能去做医学写作吗', entry: '医学、药学背景转医学编辑、医学写作', says: /ICH/ },
  { q: '通信工程毕业去当专利代理师怎么样', entry: '理工科背景转专利代理、知识产权', says: /理工科专业专科以上学历/ },
  { q: '读生物的研究生要不要往生信转', entry: '生物背景转生物信息（生信）', says: /Linux/ },
  { q: '微电子研究生做芯片验证还是设计', entry: '电子、物理背景转芯片：数字 IC 验证和设计', says: /UVM/ },
  { q: '法学本科想去互联网公司做数据合规', entry: '法学背景去企业做合规', says: /个人信息保护法/ },
  { q: '统计学硕士能不能去量化私募', entry: '数学、统计、物理背景转量化', says: /回测/ },
];

answersFromEntries('a question weighing a neighbouring path of one’s major', cases);

describe('a medical graduate weighing a pharmaceutical company’s medical roles', () => {
  it('says what medical affairs screens on and how CRC and CRA are entered', () => {
    const { text, thinking } = ask('临床医学毕业想去药企当MSL，要什么条件');
    expect(thinking).toContain('医学生转去药企能做什么');
    expect(text).toMatch(/治疗领域/);
    expect(text).toMatch(/GCP/);
  });
});

describe('the neighbouring entries keep their questions', () => {
  it('the major’s outlets asked plainly', () => {
    expect(ask('土木工程专业出路有哪些').thinking).not.toContain('数字孪生');
  });
  it('a résumé’s results put in numbers', () => {
    expect(ask('简历上的成果怎么量化').thinking).not.toContain('转量化');
  });
  it('embedded weighed against back end', () => {
    expect(ask('嵌入式还是后端好').thinking).toContain('「程序员方向怎么选（前端、后端、算法、测试、运维）」');
  });
  it('a medical student leaving medicine in general', () => {
    expect(ask('医学生不想当医生可以干什么').thinking).not.toContain('医学编辑');
  });
});
