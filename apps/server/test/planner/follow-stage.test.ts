import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { stageChanged, stageSaid } from '../../src/providers/llm/offline/follow-stage.js';
import { ageChanged } from '../../src/providers/llm/offline/follow-age.js';

/*
 * A stage or an age swapped in a follow-up after a decision: what it changes for that road comes first. Written for
 * these tests, apart from the evaluation sets.
 */

describe('a stage swapped after a decision', () => {
  it('says what the stage changes in general and for the road asked about', () => {
    const lines = stageChanged({ kind: 'stage', to: '大一', restated: '考研好还是工作好，大一' })!.join('\n');
    expect(lines).toContain('大三上学期');
    expect(lines).toContain('对考研来说');
    expect(stageChanged({ kind: 'place', to: '成都', restated: '成都' })).toBeNull();
    // A road turned down is not prepared for.
    const declined = stageChanged({ kind: 'stage', to: '大三', restated: '父母让考公但我不想，大三' })!.join('\n');
    expect(declined).not.toContain('对考公来说');
  });

  it('reads a stage said as a condition, and nothing else', () => {
    expect(stageSaid('我是大二', '该不该转专业')?.join('\n')).toContain('转专业的政策');
    expect(stageSaid('我已经工作两年了', '要不要读研')?.join('\n')).toContain('机会成本');
    expect(stageSaid('家里条件一般', '要不要读研')).toBeNull();
  });

  it('answers 如果我是大三呢 after a decision on the civil service with what the third year changes for it', () => {
    const last = chain('毕业了要不要去考公', '如果我是大三呢').at(-1)!;
    expect(last).toContain('放到大三来看');
    expect(last).toContain('对考公来说');
  });
});

describe('an age swapped after a decision with its own age line', () => {
  it('says a master’s has no age line, and a teaching post’s is the locality’s', () => {
    const grad = ageChanged({ kind: 'age', to: '32岁', restated: '要不要考研，我32岁了' })!.join('\n');
    expect(grad).toContain('不设年龄上限');
    expect(grad).not.toContain('再从头学');
    const teaching = ageChanged({ kind: 'age', to: '34岁', restated: '要不要考教师编，我34岁了' })!.join('\n');
    expect(teaching).toContain('当地');
    expect(teaching).not.toContain('国考');
  });
});
