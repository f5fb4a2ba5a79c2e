import { describe, expect, it } from 'vitest';
import { readSlang } from '../../src/providers/llm/offline/slang.js';
import { answersFromEntries, ask } from './entry-cases.js';

/*
 * Practical questions of a young worker answered from an entry written for them, not from a job card or a
 * neighbouring topic. Written for these tests, apart from the eval sets.
 */
describe('卷不过 said of people', () => {
  it('is being out-competed by them, not a crowded field', () => {
    expect(readSlang('感觉卷不过年轻人')).toBe('感觉竞争不过年轻人');
    expect(readSlang('三十多了卷不动了')).toBe('三十多了拼不动了');
    expect(readSlang('考公是不是卷不过')).toBe('考公是不是竞争激烈');
    expect(readSlang('试卷不过关')).toBe('试卷不过关');
  });
});

answersFromEntries('a worker in their thirties weighed against younger colleagues', [
  { q: '33岁了做后端，感觉卷不过年轻人怎么办', entry: '35 岁危机', says: /走深|架构|业务领域/ },
  { q: '年纪大了拼不动了，公司都招应届生', entry: '35 岁危机', says: /经验/ },
]);

describe('the clinical research coordinator (CRC)', () => {
  it('has a card of its own, with its day and where it leads', () => {
    const { text, thinking } = ask('CRC每天做什么');
    expect(thinking).toContain('临床研究协调员（CRC）');
    expect(text).toMatch(/受试者/);
  });

  it('answers a second aspect asked beside the first: the load and where it leads', () => {
    const { text } = ask('临床研究协调员累不累，以后往哪发展');
    expect(text).toMatch(/累在|事务多/);
    expect(text).toMatch(/发展路径/);
    expect(text).toMatch(/CRA/);
  });
});
