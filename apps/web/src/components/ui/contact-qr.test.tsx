import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { byScanning, ContactQr, foreignLink } from './contact-qr';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36';

function renderAs(userAgent: string, props: Partial<Parameters<typeof ContactQr>[0]> = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return renderWithRouter(
    <ContactQr value="https://lucina.test/support" label="专属顾问二维码" size={120} fileName="顾问" {...props} />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('contact QR', () => {
  it('inside WeChat offers 长按识别 and no save button', async () => {
    renderAs(WECHAT);
    expect(screen.getByRole('img', { name: '专属顾问二维码' })).toHaveAttribute(
      'data-url',
      'https://lucina.test/support',
    );
    expect(await screen.findByText('长按识别二维码')).toBeInTheDocument();
    expect(screen.queryByText('保存图片')).toBeNull();
  });

  it('in another phone browser offers 保存图片 as a PNG download, and nothing of the kind on a desktop', async () => {
    const phone = renderAs(PHONE);
    const save = await screen.findByRole('button', { name: /保存图片/ });
    expect(save.closest('a, button')).toBeTruthy();
    expect(screen.queryByText('长按识别二维码')).toBeNull();
    phone.unmount();
    renderAs(DESKTOP);
    expect(screen.queryByText('保存图片')).toBeNull();
    expect(screen.queryByText('长按识别二维码')).toBeNull();
  });

  it('copies the WeChat ID and an outside link when they are set, and shows neither when not', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const bare = renderAs(PHONE);
    expect(screen.queryByText(/复制/)).toBeNull();
    bare.unmount();
    renderAs(PHONE, { wechatId: 'lucina_kefu', link: 'https://work.weixin.qq.com/kfid/kf1' });
    expect(screen.getByText('微信号：lucina_kefu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /复制微信号/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('lucina_kefu'));
    expect(await screen.findByText('已复制，去微信粘贴即可')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /复制链接/ }));
    expect(writeText).toHaveBeenLastCalledWith('https://work.weixin.qq.com/kfid/kf1');
  });

  it('says "scan" only on a desktop, where another device can', () => {
    for (const [agent, words] of [
      [DESKTOP, '扫码添加'],
      [PHONE, '添加'],
      [WECHAT, '添加'],
    ] as const) {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
      expect(byScanning('扫码添加', '添加')).toBe(words);
    }
  });

  it('names only another site’s link as worth copying', () => {
    expect(foreignLink('https://work.weixin.qq.com/kfid/kf1', 'https://lucina.test')).toBe(
      'https://work.weixin.qq.com/kfid/kf1',
    );
    expect(foreignLink('https://lucina.test/support', 'https://lucina.test')).toBeUndefined();
  });
});
