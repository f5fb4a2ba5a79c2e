import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { fieldCity } from '../../src/providers/llm/offline/place-field.js';
import { noProfile } from '../chat/planner-profiles.js';

/* Cities weighed by someone who says what they do are decided by where that industry is (place-field.ts). */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the city of the asker’s line of work', () => {
  it('is the one whose industries match it, and none when nothing or two match', () => {
    expect(fieldCity('做硬件的', ['深圳', '广州'])?.city).toBe('深圳');
    expect(fieldCity('程序员去哪', ['杭州', '成都', '武汉'])?.city).toBe('杭州');
    expect(fieldCity('学电子商务的', ['杭州', '武汉'])?.city).toBe('杭州');
    expect(fieldCity('哪个好', ['深圳', '广州'])).toBeNull();
    expect(fieldCity('做游戏的', ['成都', '广州'])).toBeNull();
  });

  it('decides a choice between two cities', () => {
    const text = ask('深圳和广州哪个更适合应届生找工作？做硬件的');
    expect(text).toMatch(/我更建议你选深圳\*\*。[^\n]*硬件/u);
  });

  it('is put forward among three cities', () => {
    expect(ask('新一线城市里哪个适合程序员发展？杭州、成都、武汉纠结')).toContain('我更建议你选杭州');
  });
});
