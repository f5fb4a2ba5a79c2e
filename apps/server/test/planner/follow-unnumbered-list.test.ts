import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { listedItems } from '../../src/providers/llm/offline/dialogue.js';

/*
 * '第一个', '最后一个' after an answer that listed things without numbering them: bold bullets under a heading that
 * introduces them, or certificates named inline. Written for these tests, apart from the evaluation sets.
 */

describe('the items of an unnumbered list', () => {
  it('count from the first bold item under a heading that introduces them, not from the heading', () => {
    const answer = [
      '### 先说这件事',
      '- **法律上没有门槛**：……',
      '- **现实里有偏好**：……',
      '',
      '### 轻松的工作：通常是这几类',
      '“轻松的工作”大致有下面几类：',
      '- **图书管理**：……',
      '- **档案整理**：……',
      '- **质检员**：……',
      '',
      '### 选之前核实一下',
      '- 先看合同主体。',
    ].join('\n');
    expect(listedItems(answer)).toEqual(['图书管理', '档案整理', '质检员']);
  });

  it('leave out a heading that only gathers bold items, keeping headings that are items themselves', () => {
    const answer = ['### 分组', '- **甲方向**：……', '- **乙方向**：……', '', '### 丙方向', '一段话。'].join('\n');
    expect(listedItems(answer)).toEqual(['甲方向', '乙方向', '丙方向']);
  });

  it('resolve 最后一个 after a bulleted list of job families to the last family', () => {
    const last = chain('有没有适合内向的人的工作', '最后一个累吗').at(-1)!;
    expect(last).toContain('技术工种与设备运维');
  });
});

describe('certificates named inline', () => {
  it('are the list an ordinal counts in when the answer lists nothing else', () => {
    const last = chain('大学期间考什么证比较好', '第二个好考吗').at(-1)!;
    expect(last).toMatch(/^### 法律职业资格/mu);
  });

  it('are not counted over a list of outlets', () => {
    const last = chain('学会计的毕业能做啥', '第一个难考吗').at(-1)!;
    expect(last).toContain('企业财务会计');
    expect(last).not.toMatch(/^### 初级会计/mu);
  });
});
