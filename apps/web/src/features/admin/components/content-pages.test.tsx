import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { renderConsoleAt } from '../test-utils';

const OPERATOR = { userId: 'op', nickname: '运营小王', role: 'operator' };
const BANNER = {
  id: 101,
  title: '秋招季',
  pcImageUrl: '/media/content/5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a01.webp',
  phoneImageUrl: '',
  redirectUrl: '/market',
  sort: 0,
  enabled: true,
  startsAt: null,
  endsAt: '2020-01-01T00:00:00.000Z',
  updateTime: '2026-11-20T08:00:00.000Z',
};
const SITE = {
  links: { supportUrl: '/support', miniProgramUrl: '/support#mini-program', giftContactUrl: '/support#gift' },
  faq: [{ question: '怎么登录？', answer: '点右上角登录。', featured: true }],
  help: { supportIntro: '介绍', serviceHours: '服务时间', replyTime: '两小时内', feedbackIntro: '说明' },
  quickCommands: [{ id: 1, name: '简历优化', prompt: '帮我优化简历' }],
  homePrompts: { greeting: '你好', questions: ['我适合什么工作？'] },
  customized: ['quickCommands'],
  defaultLinks: { supportUrl: '/support', miniProgramUrl: '/support#mini-program', giftContactUrl: '/support#gift' },
};

function renderAt(path: string) {
  useAuthStore.setState({ token: 't' });
  renderConsoleAt(path);
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

// Each test renders the console, a table and an antd form or drawer: seconds on a busy shared core.
describe('console content pages', { timeout: 20_000 }, () => {
  it('lists banners with their state and saves an edit with the window it had', async () => {
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/banners': () => [BANNER],
      '/admin/banners/save': (body) => ({ ...BANNER, ...(body as object) }),
    });
    renderAt('/admin/banners');
    const row = (await screen.findByText('秋招季')).closest('tr')!;
    expect(within(row).getByText('已结束')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '春招季' } });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/banners/save')[0]?.body).toEqual({
        id: 101,
        title: '春招季',
        pcImageUrl: BANNER.pcImageUrl,
        phoneImageUrl: '',
        redirectUrl: '/market',
        sort: 0,
        enabled: true,
        startsAt: null,
        endsAt: BANNER.endsAt,
      }),
    );
  });

  it('shows consultants’ empty state, then deletes one only after the confirm', async () => {
    const consultant = {
      id: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
      name: '林老师',
      photoUrl: '',
      title: '生涯规划师',
      years: 8,
      specialtiesZh: ['求职'],
      introZh: '简介',
      hollandCodes: 'SE',
      contactQrUrl: '',
      contactWechatId: '',
      serviceConfigId: 'career_consult',
      sort: 0,
      enabled: true,
      updateTime: '2026-11-20T08:00:00.000Z',
    };
    let list = [] as (typeof consultant)[];
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/consultants': () => list,
      '/admin/market': () => [],
      '/admin/consultants/delete': () => ((list = []), null),
    });
    renderAt('/admin/consultants');
    expect(await screen.findByText(/还没有顾问/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增顾问/ })).toBeInTheDocument();

    list = [consultant];
    cleanup();
    renderAt('/admin/consultants');
    const row = (await screen.findByText('林老师')).closest('tr')!;
    expect(within(row).getByText('SE')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(api.callsTo('/admin/consultants/delete')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.callsTo('/admin/consultants/delete')[0]?.body).toEqual({ id: consultant.id }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
  });

  it('saves a site section as a whole and offers the default back once it is customized', async () => {
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/site': () => SITE,
      '/admin/site/save': () => SITE,
      '/admin/site/reset': () => ({ ...SITE, customized: [] }),
    });
    renderAt('/admin/site');
    await userEvent.click(await screen.findByRole('tab', { name: '快捷指令' }));
    const panel = await screen.findByRole('tabpanel', { name: '快捷指令' });
    expect(within(panel).getByText('已自定义')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /添加指令/ }));
    fireEvent.change(within(panel).getAllByPlaceholderText('指令名称')[1]!, { target: { value: '模拟面试' } });
    fireEvent.change(within(panel).getAllByPlaceholderText('指令内容')[1]!, { target: { value: '请对我模拟面试' } });
    await userEvent.click(within(panel).getAllByRole('button', { name: '上移' })[1]!);
    await userEvent.click(within(panel).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(api.callsTo('/admin/site/save')[0]?.body).toEqual({
        section: 'quickCommands',
        value: [
          { name: '模拟面试', prompt: '请对我模拟面试' },
          { name: '简历优化', prompt: '帮我优化简历' },
        ],
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: '恢复默认' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(api.callsTo('/admin/site/reset')[0]?.body).toEqual({ section: 'quickCommands' }));
  });

  it('shows a scheduled message as waiting and cancels it', async () => {
    const scheduled = {
      id: '0b7d0f7e-3c1a-4a57-9d55-1f4b9b1f0c02',
      status: 'scheduled',
      sendAt: '2026-12-01T02:00:00.000Z',
      sentTime: null,
      title: '双十一预告',
      content: 'x',
      audience: { kind: 'all' },
      recipients: 0,
      readCount: 0,
      actorNickname: '运营小王',
      createTime: '2026-11-20T08:00:00.000Z',
    };
    const api = mockApi({
      '/admin/me': () => OPERATOR,
      '/admin/messages': () => ({ list: [scheduled], total: 1, page: 1, pageSize: 20 }),
      '/admin/messages/cancel': () => ({ ...scheduled, status: 'cancelled' }),
    });
    renderAt('/admin/messages');
    const row = (await screen.findByText('双十一预告')).closest('tr')!;
    expect(within(row).getByText('待发送')).toBeInTheDocument();
    expect(within(row).getAllByText('—')).toHaveLength(2);
    await userEvent.click(within(row).getByRole('button', { name: '取消发送' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(api.callsTo('/admin/messages/cancel')[0]?.body).toEqual({ id: scheduled.id }));
  });
});
