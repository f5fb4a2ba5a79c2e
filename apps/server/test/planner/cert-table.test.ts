import { describe, expect, it } from 'vitest';
import { JOB_CERTS } from '../../src/providers/llm/offline/cert-asked.js';
import { certsNamed } from '../../src/providers/llm/offline/cert-fact-asked.js';
import { KNOWN_CERTS, certFact } from '../../src/providers/llm/offline/cert-facts.js';
import { EXAMS } from '../../src/providers/llm/offline/exam-facts.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { stuckInRole } from '../../src/providers/llm/offline/moves.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain } from './conversation.js';

/*
 * A certificate's own facts (name, aliases, issuer, schedule, preparation, sources) have one home, cert-facts.ts: a
 * job's need of it (cert-asked.ts) and the order of two exams (exam-facts.ts) name it by an alias and read the rest.
 * Also the certificates added to it (造价工程师, 消防设施操作员, CMA), each fact with its source, and no pass rate
 * given as a figure without one. Written for these tests, apart from the eval sets.
 */
describe('one table of certificates', () => {
  it('resolves every certificate a job or an exam names to its facts', () => {
    for (const job of JOB_CERTS) for (const alias of job.certs) expect(() => certFact(alias), alias).not.toThrow();
    for (const exam of EXAMS) {
      const named = certsNamed(exam.name);
      // An exam a certificate's alias names is that certificate, and says no schedule of its own.
      if (!named.length) continue;
      expect(exam.cert, exam.name).toBe(named[0]!.name);
      expect(exam.when, exam.name).toBe(named[0]!.when);
    }
    expect(EXAMS.find((e) => e.name === 'CPA')?.cert).toBe(certFact('cpa').name);
  });

  it('gives no two certificates the same alias, nor an alias another one reads as its own', () => {
    const all = KNOWN_CERTS.flatMap((c) => c.aliases);
    expect(new Set(all).size).toBe(all.length);
    for (const c of KNOWN_CERTS)
      for (const alias of c.aliases) {
        const readers = KNOWN_CERTS.filter((o) => o.match.test(alias)).map((o) => o.name);
        expect(readers, alias).toEqual([c.name]);
      }
  });

  it('reads a job’s certificate with the issuer and source of the certificate’s facts', () => {
    const answer = chain('做出纳一定要有会计证吗')[0]!;
    expect(answer).toMatch(/不是必须/u);
    // Both facts the entry answers for give their source: 初级会计's notice and the abolition of 会计证.
    expect(answer).toMatch(/【来源】[^\n]*kzp\.mof\.gov\.cn[^\n]*财政部令第 98 号/u);
  });
});

describe('certificates added to the table', () => {
  it.each([
    ['一级造价工程师好考吗', /### 造价工程师[\s\S]*四年一个周期[\s\S]*住房和城乡建设部[\s\S]*建人〔2018〕67 号/u],
    ['二造有什么用', /### 造价工程师[\s\S]*哪些岗位非它不可（门槛）\*\*：[^\n]*签字盖章/u],
    [
      '消防设施操作员证好考吗',
      /### 消防设施操作员[\s\S]*职业技能等级[\s\S]*国家职业资格目录[\s\S]*《消防法》第二十一条/u,
    ],
    ['CMA一年考几次', /### CMA[\s\S]*什么时候考\*\*：[^\n]*一年三个考试窗口[\s\S]*IMA/u],
  ])('%s: its facts with their source', (q, facts) => {
    expect(chain(q)[0]!).toMatch(facts);
  });

  it('keeps, of an entry on other certificates, its lines on the one asked and its general ones', () => {
    const answer = chain('cma一年能考几次')[0]!;
    expect(answer).toMatch(/### CMA[\s\S]*CMA 是美国管理会计师协会/u);
    expect(answer).not.toMatch(/软考由人社部和工信部组织|CFA 三个级别全英文考试/u);
  });

  it('says when a job requires them', () => {
    expect(chain('做造价员一定要有造价工程师证吗')[0]!).toMatch(/做造价员要不要持有造价工程师[^\n]*不是必须/u);
    expect(chain('在消防控制室值班必须要有消防设施操作员证吗')[0]!).toMatch(/必须持证[\s\S]*《消防法》第二十一条/u);
  });

  it('orders CMA against CPA the same way whichever is named first', () => {
    const pick = (q: string) => /我更建议你先考([^*]+)\*\*/u.exec(chain(q)[0]!)?.[1];
    expect(pick('CMA和CPA先考哪个')).toBe(pick('CPA和CMA先考哪个'));
    expect(pick('CMA和CPA先考哪个，我以后想进事务所做审计')).toBe('CPA');
  });

  it('answers a CPA pass rate from the facts, with no figure of its own', () => {
    const answer = chain('注会的通过率高吗')[0]!;
    expect(answer).toMatch(/### 注册会计师（CPA）[\s\S]*难不难/u);
    expect(answer).not.toMatch(/[一二两三四五\d]+成|\d+(?:\.\d+)?\s*%/u);
  });
});

describe('a topic about being stuck in one’s job', () => {
  it('goes on to the job’s moves by the topic’s own field, not its id', () => {
    const kb = buildKnowledgeBase();
    const plateau = kb.planner.topics.find((t) => t.stuckInJob)!;
    const q = '做了三年行政，感觉没有成长';
    expect(stuckInRole(kb, plateau, q, noProfile)).not.toBeNull();
    expect(stuckInRole(kb, { ...plateau, stuckInJob: undefined }, q, noProfile)).toBeNull();
  });
});
