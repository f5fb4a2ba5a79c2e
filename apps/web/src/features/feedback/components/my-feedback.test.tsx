import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { MyFeedback } from './my-feedback';

const item = (id: string, status: number, content: string, createTime: string) => ({
  id,
  categoryId: 1,
  categoryName: status ? '功能建议' : '问题反馈',
  content,
  contact: '',
  hasScreenshot: false,
  status,
  createTime,
});

vi.setConfig({ testTimeout: 20_000 });

describe('my feedback', () => {
  it('lists each feedback with its category, its state, its time and its text, newest first as sent', async () => {
    stubApi({
      '/user/help/feedback/mine': () => [
        item('b', 1, '希望可以导出对话记录。', '2026-11-23T09:00:00.000Z'),
        item('a', 0, '支付后会员没有马上生效', '2026-11-22T02:30:00.000Z'),
      ],
    });
    renderWithRouter(<MyFeedback />);
    await screen.findByText('支付后会员没有马上生效');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('功能建议');
    expect(within(rows[0]!).getByText('已回复')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('希望可以导出对话记录。')).toBeInTheDocument();
    expect(rows[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T09:00:00.000Z');
    expect(within(rows[1]!).getByText('已收到')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('支付后会员没有马上生效')).toBeInTheDocument();
  });

  it('says there is none yet, with no empty list', async () => {
    stubApi({ '/user/help/feedback/mine': () => [] });
    renderWithRouter(<MyFeedback />);
    expect(await screen.findByText('还没有提交过反馈')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
