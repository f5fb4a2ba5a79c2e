import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderModals } from '@/testing/mock-api';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';

afterEach(() => {
  act(() => useModalStore.getState().closeAll());
  useAuthStore.setState({ token: null, user: null });
});

async function openSurvey() {
  const api = mockApi({ '/user/putTagOrStatus': () => ({ tagiSCollect: 2, workTag: '', layoutTag: '' }) });
  useAuthStore.setState({ token: 't1', user: makeUser() });
  renderModals('/market');
  act(() => useModalStore.getState().openNeedsSurvey());
  const dialog = await screen.findByRole('dialog', { name: '需求调研' });
  const work = within(dialog).getByRole('group', { name: /求职需求/ });
  const study = within(dialog).getByRole('group', { name: /升学需求/ });
  return { api, dialog, work, study, user: userEvent.setup({ delay: null }) };
}

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('needs survey', () => {
  it("shows the spec options; '暂无' clears the others and another option clears '暂无'", async () => {
    const { work, study, user } = await openSurvey();
    expect(within(work).getAllByRole('button')).toHaveLength(10);
    expect(
      within(study)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['国内考研', '留学申请', '发表论文', '竞赛', '暂无']);
    await user.click(within(work).getByRole('button', { name: '简历优化' }));
    await user.click(within(work).getByRole('button', { name: '模拟面试' }));
    expect(pressed(work)).toEqual(['简历优化', '模拟面试']);
    await user.click(within(work).getByRole('button', { name: '暂无' }));
    expect(pressed(work)).toEqual(['暂无']);
    await user.click(within(work).getByRole('button', { name: '校招信息' }));
    expect(pressed(work)).toEqual(['校招信息']);
    await user.click(within(work).getByRole('button', { name: '校招信息' }));
    expect(pressed(work)).toEqual([]);
    expect(pressed(study)).toEqual([]);
  });

  it('start is enabled only when both questions have a choice and saves state 2 with joined tags', async () => {
    const { api, dialog, work, study, user } = await openSurvey();
    const start = within(dialog).getByRole('button', { name: '开始探索' });
    expect(start).toBeDisabled();
    await user.click(within(work).getByRole('button', { name: '职业规划' }));
    expect(start).toBeDisabled();
    await user.click(within(work).getByRole('button', { name: '实习直推' }));
    await user.click(within(study).getByRole('button', { name: '留学申请' }));
    expect(start).toBeEnabled();
    await user.click(start);
    await waitFor(() => expect(useModalStore.getState().needsSurvey).toBe(false));
    const [call] = api.callsTo('/user/putTagOrStatus');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      state: '2',
      workTag: '职业规划,实习直推',
      layoutTag: '留学申请',
    });
  });

  it('skip saves state 1; a failing save still ends the step', async () => {
    const { api, dialog, user } = await openSurvey();
    api.fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    await user.click(within(dialog).getByRole('button', { name: /跳\s*过/ }));
    await waitFor(() => expect(useModalStore.getState().needsSurvey).toBe(false));
    expect(screen.queryByRole('dialog', { name: '需求调研' })).toBeNull();
  });
});
