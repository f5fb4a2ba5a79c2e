import { BindPhoneModal } from '@/features/auth/components/bind-phone-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { MoreChatCountModal } from '@/features/chat/components/more-chat-count-modal';
import { MemberPayModal } from '@/features/payments/components/member-pay-modal';
import { MemberPayFailModal, MemberPaySuccessModal } from '@/features/payments/components/member-pay-result-modals';
import { RenewalReminderModal } from '@/features/payments/components/renewal-reminder-modal';
import { SurveyTestPayModal } from '@/features/payments/components/survey-test-pay-modal';
import { SurveyTestPaySuccessModal } from '@/features/payments/components/survey-test-pay-success-modal';
import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';
import { CustomerServiceModal } from '@/features/support/components/customer-service-modal';

/**
 * Mount point of the app-wide dialogs driven by the modal store (SPEC §2 dialogs, §3 flags):
 * login, payments, renewal reminder, customer service, more chat counts. They render inside the
 * router so they can navigate.
 */
export function GlobalModals() {
  return (
    <>
      <LoginModal />
      <BindPhoneModal />
      <MoreChatCountModal />
      <SurveyTestPayModal />
      <SurveyTestPaySuccessModal />
      <MemberPayModal />
      <MemberPaySuccessModal />
      <MemberPayFailModal />
      <RenewalReminderModal />
      <OnboardingFlow />
      <CustomerServiceModal />
    </>
  );
}
