import { describe, expect, it, vi } from 'vitest';
import { labelCopiedSelection, withAiLabel } from './ai-label';

describe('the AI-content label on copied answers', () => {
  it('ends the copied text with the label, once, after the text', () => {
    expect(withAiLabel('先明确目标岗位。\n\n')).toBe('先明确目标岗位。\n\n（内容由 AI 生成，仅供参考）');
    expect(withAiLabel('   ')).toBe('');
  });

  it('replaces the browser copy of a selection with the labelled text', () => {
    const setData = vi.fn();
    const preventDefault = vi.fn();
    labelCopiedSelection({ clipboardData: { setData } as unknown as DataTransfer, preventDefault }, '投递前改简历');
    expect(setData).toHaveBeenCalledWith('text/plain', '投递前改简历\n\n（内容由 AI 生成，仅供参考）');
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves an empty selection to the browser', () => {
    const preventDefault = vi.fn();
    labelCopiedSelection({ clipboardData: { setData: vi.fn() } as unknown as DataTransfer, preventDefault }, ' ');
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
