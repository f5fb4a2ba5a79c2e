import { describe, expect, it } from 'vitest';
import { buildChatContext, type HistoryTurn } from '../../src/modules/chat/chat-context.js';

const profile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

describe('a long conversation within the model’s context', () => {
  it('keeps the newest turns whole and summarises the older ones with what their answers listed', () => {
    const history: HistoryTurn[] = [];
    for (let i = 1; i <= 12; i++)
      history.push(
        { role: 'user', content: `第${i}个问题：机械专业能做什么？`, status: 'done' },
        { role: 'assistant', content: `### 方向${i}\n1. **设备设计${i}**：${'说明'.repeat(800)}`, status: 'done' },
      );
    const ctx = buildChatContext({ modelCode: 0, question: '第一个具体做什么？', history, profile });
    const total = ctx.messages.reduce((n, m) => n + m.content.length, 0);
    expect(total).toBeLessThan(16_000);
    const summary = ctx.messages[1]!;
    expect(summary.role).toBe('system');
    expect(summary.content).toContain('更早的对话');
    expect(summary.content).toContain('用户问：第1个问题：机械专业能做什么？');
    expect(summary.content).toContain('设备设计1');
    // The newest answer is kept whole, right before the question, and the kept turns start on a user turn.
    expect(ctx.messages.at(-2)!.content).toContain('设备设计12');
    expect(ctx.messages[2]!.role).toBe('user');
    expect(ctx.messages.at(-1)).toEqual({ role: 'user', content: '第一个具体做什么？' });
  });

  it('a short conversation has no summary', () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: '考研还是就业？', status: 'done' },
      { role: 'assistant', content: '我更建议先就业。', status: 'done' },
    ];
    const ctx = buildChatContext({ modelCode: 0, question: '为什么？', history, profile });
    expect(ctx.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });
});
