import { useState, type ComponentType } from 'react';
import { antdIsland } from '@/components/ui/antd-island';
import { onboardingStep } from '@/features/onboarding/utils/onboarding-step';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useModalStore, type ModalState } from '@/stores/modal-store';

// Each dialog loads with antd and its theme (antdIsland) the first time it is wanted.
const named = <M,>(importer: () => Promise<M>, pick: (module: M) => ComponentType) =>
  antdIsland(async () => pick(await importer()));

const LoginModal = named(
  () => import('@/features/auth/components/login-modal'),
  (m) => m.LoginModal,
);
const BindPhoneModal = named(
  () => import('@/features/auth/components/bind-phone-modal'),
  (m) => m.BindPhoneModal,
);
const MoreChatCountModal = named(
  () => import('@/features/chat/components/more-chat-count-modal'),
  (m) => m.MoreChatCountModal,
);
const SurveyTestPayModal = named(
  () => import('@/features/payments/components/survey-test-pay-modal'),
  (m) => m.SurveyTestPayModal,
);
const SurveyTestPaySuccessModal = named(
  () => import('@/features/payments/components/survey-test-pay-success-modal'),
  (m) => m.SurveyTestPaySuccessModal,
);
const MemberPayModal = named(
  () => import('@/features/payments/components/member-pay-modal'),
  (m) => m.MemberPayModal,
);
const MemberPaySuccessModal = named(
  () => import('@/features/payments/components/member-pay-result-modals'),
  (m) => m.MemberPaySuccessModal,
);
const MemberPayFailModal = named(
  () => import('@/features/payments/components/member-pay-result-modals'),
  (m) => m.MemberPayFailModal,
);
const RenewalReminderModal = named(
  () => import('@/features/payments/components/renewal-reminder-modal'),
  (m) => m.RenewalReminderModal,
);
const OnboardingFlow = named(
  () => import('@/features/onboarding/components/onboarding-flow'),
  (m) => m.OnboardingFlow,
);
const CustomerServiceModal = named(
  () => import('@/features/support/components/customer-service-modal'),
  (m) => m.CustomerServiceModal,
);

/**
 * Mounts a dialog's code the first time it is asked for and keeps it mounted after (its close
 * animation and state survive), so no visitor downloads a dialog they never open.
 */
function OnDemand({ wanted, Dialog }: { wanted: boolean; Dialog: ComponentType }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return <Dialog />;
}

const flag = (name: keyof ModalState) => (s: ModalState) => s[name] === true;

/**
 * Mount point of the app-wide dialogs driven by the modal store (SPEC §2 dialogs, §3 flags):
 * login, payments, renewal reminder, customer service, more chat counts, first-visit steps.
 * They render inside the router so they can navigate.
 */
export function GlobalModals() {
  const loginOpen = useModalStore((s) => s.loginModal.open);
  const bindOpen = useModalStore((s) => s.bindPhoneModal.open);
  const surveyOpen = useModalStore((s) => s.needsSurvey);
  const user = useAuthStore(authSelectors.user);
  // With onHome the tour counts too: a step due anywhere loads the flow, which then picks the page.
  const onboardingDue =
    onboardingStep({
      loggedIn: !!user,
      surveyOpen,
      bootState: user?.bootState,
      infoCollectionState: user?.infoCollectionState,
      onHome: true,
    }) !== null;
  return (
    <>
      <OnDemand wanted={loginOpen} Dialog={LoginModal} />
      <OnDemand wanted={bindOpen} Dialog={BindPhoneModal} />
      <OnDemand wanted={useModalStore(flag('moreChatNumber'))} Dialog={MoreChatCountModal} />
      <OnDemand wanted={useModalStore(flag('surveyTestPay'))} Dialog={SurveyTestPayModal} />
      <OnDemand wanted={useModalStore(flag('surveyTestPaySuccess'))} Dialog={SurveyTestPaySuccessModal} />
      <OnDemand wanted={useModalStore(flag('memberPay'))} Dialog={MemberPayModal} />
      <OnDemand wanted={useModalStore(flag('memberPaySuccess'))} Dialog={MemberPaySuccessModal} />
      <OnDemand wanted={useModalStore(flag('memberPayFail'))} Dialog={MemberPayFailModal} />
      <OnDemand wanted={useModalStore(flag('renewalReminder'))} Dialog={RenewalReminderModal} />
      <OnDemand wanted={onboardingDue} Dialog={OnboardingFlow} />
      <OnDemand wanted={useModalStore(flag('customerService'))} Dialog={CustomerServiceModal} />
    </>
  );
}
