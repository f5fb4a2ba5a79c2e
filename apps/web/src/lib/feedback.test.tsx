import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdRoot } from './antd-root';
import { toastSuccessAcrossPages } from './feedback';

/** A part of a page that shows a toast through its own antd context, then is unmounted (the app navigated). */
function Page({ show }: { show: (api: ReturnType<typeof App.useApp>) => void }) {
  const api = App.useApp();
  return (
    <button type="button" onClick={() => show(api)}>
      go
    </button>
  );
}

describe('a toast for an action that leaves the page', () => {
  it('stays on screen after the page that showed it is gone, where the page’s own toast goes with it', async () => {
    const { unmount } = render(
      <AntdRoot>
        <Page
          show={(api) => {
            void api.message.success('页面自己的提示');
            toastSuccessAcrossPages('注销申请已提交');
          }}
        />
      </AntdRoot>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(await screen.findByText('页面自己的提示')).toBeTruthy();
    expect(await screen.findByText('注销申请已提交')).toBeTruthy();

    unmount();
    expect(screen.queryByText('页面自己的提示')).toBeNull();
    expect(screen.getByText('注销申请已提交')).toBeTruthy();
  });
});
