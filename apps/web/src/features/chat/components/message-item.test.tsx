import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LikeOrStomp } from '@lucina/contracts';
import { TestProviders } from '@/testing/providers';
import { AnswerBubble, type AnswerView } from './message-item';

const answer: AnswerView = {
  id: 'a1',
  text: '先看你的目标岗位。',
  thinking: '',
  live: false,
  waiting: false,
  terminated: false,
  error: null,
  likeOrStomp: LikeOrStomp.like,
};

describe("a saved answer's actions", () => {
  it('are plain buttons named by the tooltip they show, with no antd Button or Tooltip per answer', () => {
    const onRate = vi.fn();
    const onRegenerate = vi.fn();
    const { container } = render(
      <TestProviders queryClient={new QueryClient()}>
        <AnswerBubble answer={answer} showThinking onRate={onRate} onReport={() => {}} onRegenerate={onRegenerate} />
      </TestProviders>,
    );
    const names = ['复制', '有帮助', '没帮助', '举报', '重新生成'];
    for (const name of names) expect(screen.getByRole('button', { name })).toHaveAttribute('data-tip', name);
    expect(screen.getByRole('button', { name: '有帮助' })).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('.ant-btn, [class*="ant-tooltip"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '有帮助' }));
    expect(onRate).toHaveBeenCalledWith(LikeOrStomp.none);
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(onRegenerate).toHaveBeenCalledTimes(1);
  });
});

describe("an answer's thinking", () => {
  it('is a native disclosure, open at first, that folds away on a click, with no antd Collapse per answer', () => {
    const { container } = render(
      <TestProviders queryClient={new QueryClient()}>
        <AnswerBubble answer={{ ...answer, thinking: '我把这个问题理解为：考研还是就业。' }} showThinking />
      </TestProviders>,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(screen.getByText('我把这个问题理解为：考研还是就业。')).toBeVisible();
    fireEvent.click(screen.getByText('思考过程'));
    expect(details.open).toBe(false);
    expect(container.querySelector('[class*="ant-collapse"]')).toBeNull();
  });
});
