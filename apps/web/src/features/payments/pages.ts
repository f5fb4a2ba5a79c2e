export { MemberCenter } from './components/member-center';
export { MyCoupons } from './components/my-coupons';
export { ReferralBonus } from './components/referral-bonus';
export { PayResultPage } from './components/pay-result-page';
