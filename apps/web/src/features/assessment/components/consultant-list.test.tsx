import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ConsultantList } from './consultant-list';

const CONSULTANT = {
  id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a07',
  name: '孙老师',
  title: '教育行业职业顾问',
  years: 7,
  specialtiesZh: ['教师招聘'],
  introZh: '十年中学教师经历。',
  reasonZh: '你的兴趣代码 SAE 中社会型特点明显。',
  serviceConfigId: 14,
  photoUrl: '/media/content/5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a08.webp',
  contactQrUrl: '/media/content/5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a09.webp',
  contactWechatId: '',
};

vi.setConfig({ testTimeout: 20_000 });

describe('recommended consultants', () => {
  it('shows the photo and opens the consultant’s own contact QR instead of customer service', async () => {
    stubApi({ '/ai/aiSurveyTest/consultantExpert': () => [CONSULTANT] });
    const { container } = renderWithRouter(<ConsultantList recordId={RECORD_ID} />);
    const region = await screen.findByRole('region', { name: '为你推荐的规划顾问' });
    expect(container.querySelector(`img[src="${CONSULTANT.photoUrl}"]`)).not.toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: '预约咨询' }));
    const qr = await screen.findByRole('img', { name: '孙老师的联系二维码' });
    expect(within(qr).getByTestId('contact-qr-image')).toHaveAttribute('src', CONSULTANT.contactQrUrl);
    expect(useModalStore.getState().customerService).toBe(false);
    // No WeChat ID was set for this one: nothing to copy.
    expect(screen.queryByRole('button', { name: /复制微信号/ })).toBeNull();
  });

  it('on a phone, the consultant’s dialog saves the QR and copies the WeChat ID the operator set', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({ '/ai/aiSurveyTest/consultantExpert': () => [{ ...CONSULTANT, contactWechatId: 'lucina_sun' }] });
    renderWithRouter(<ConsultantList recordId={RECORD_ID} />);
    const region = await screen.findByRole('region', { name: '为你推荐的规划顾问' });
    await userEvent.click(within(region).getByRole('button', { name: '预约咨询' }));
    const dialog = await screen.findByRole('dialog');
    // The uploaded image itself is what 保存图片 downloads.
    const save = within(dialog).getByRole('link', { name: /保存图片/ });
    expect(save).toHaveAttribute('href', CONSULTANT.contactQrUrl);
    expect(save).toHaveAttribute('download', '孙老师的联系二维码.png');
    expect(within(dialog).getByText('微信号：lucina_sun')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /复制微信号/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('lucina_sun'));
  });
});
