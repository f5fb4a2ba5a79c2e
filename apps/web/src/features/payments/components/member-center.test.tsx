import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { makeUser } from '@/testing/fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makePlan, stubPaymentsApi } from '@/testing/payments-fixtures';
import { MemberCenter } from './member-center';

const plans = [
  makePlan({ id: 1, name: '基础会员', membershipLevel: 1, recommendedTag: '', priceAndUnit: '¥29.90/月' }),
  makePlan({ id: 2, name: '进阶会员', membershipLevel: 2, recommendedTag: '', isCurrentUserPlan: true }),
  makePlan({ id: 3, name: '高级会员', membershipLevel: 3, recommendedTag: '超值推荐', priceAndUnit: '¥199.00/年' }),
];

describe('member center', () => {
  it('shows the level and expiry, and offers 开通/续费/升级 by plan; a button opens the pay dialog', async () => {
    useAuthStore.setState({ token: 'tok', user: makeUser({ userGrade: '2', endTime: '2027-02-21T00:00:00.000Z' }) });
    stubPaymentsApi({
      '/user/membershipPlan/list': () => ({
        membershipLevel: 2,
        name: '进阶会员',
        icon: 'member-level-2',
        expireTime: '2027-02-21T00:00:00.000Z',
        plans,
        singlePlan: makePlan({ id: 5, membershipLevel: 0 }),
      }),
      '/user/lucinaUserCoupon/getMyCouponIsCheck': () => true,
    });
    renderWithRouter(<MemberCenter />, '/personal/member');
    // The wallet shortcut carries the new-coupon red dot; the invite shortcut goes to referralBonus.
    const wallet = await screen.findByRole('link', { name: /我的优惠券/ });
    expect(wallet).toHaveAttribute('href', '/personal/myCoupons');
    await vi.waitFor(() => expect(wallet.querySelector('.ant-badge-dot')).not.toBeNull());
    expect(screen.getByRole('link', { name: /邀请好友/ })).toHaveAttribute('href', '/personal/referralBonus');
    const basic = await screen.findByRole('article', { name: '基础会员' });
    expect(screen.getByTestId('member-level-name')).toHaveTextContent('进阶会员');
    expect(document.querySelector('img[data-icon="member-level-2"]')).toBeInTheDocument();
    expect(screen.getByText('有效期至 2027-02-21')).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: /开\s?通/ })).toBeDisabled();
    expect(within(basic).getByText('¥29.90')).toBeInTheDocument();
    expect(within(basic).getByText('原价 ¥99.00')).toBeInTheDocument();
    const current = screen.getByRole('article', { name: '进阶会员' });
    expect(within(current).getByText('当前套餐')).toBeInTheDocument();
    const top = screen.getByRole('article', { name: '高级会员' });
    expect(within(top).getByText('超值推荐')).toBeInTheDocument();
    await userEvent.click(within(current).getByRole('button', { name: /续\s?费/ }));
    expect(useModalStore.getState()).toMatchObject({ memberPay: true, memberPayModalData: { planId: 2 } });
    await userEvent.click(within(top).getByRole('button', { name: /升\s?级/ }));
    expect(useModalStore.getState().memberPayModalData).toEqual({ planId: 3 });
  });

  it('falls back to level 0 普通用户 for a user without membership', async () => {
    useAuthStore.setState({ token: 'tok', user: makeUser({ userGrade: '' }) });
    stubPaymentsApi({ '/user/membershipPlan/list': () => ({ __error: { status: 500, code: 500, msg: 'x' } }) });
    renderWithRouter(<MemberCenter />, '/personal/member');
    expect(screen.getByTestId('member-level-name')).toHaveTextContent('普通用户');
    expect(await screen.findByText('会员套餐加载失败')).toBeInTheDocument();
  });
});
