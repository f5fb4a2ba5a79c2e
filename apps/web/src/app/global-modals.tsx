import { lazy, Suspense, useState, type ComponentType } from 'react';
import { antdIsland } from '@/components/ui/antd-island';
import { useSearchParams } from 'react-router';
import { isMember, WechatMpParams } from '@lucina/contracts';
import { loadBindPhoneModal, loadLoginModal, loadWechatMpReturn } from '@/features/auth';
import { loadMoreChatCountModal } from '@/features/chat';
import { loadOnboardingFlow, onboardingStep } from '@/features/onboarding';
import {
  loadMemberPayFailModal,
  loadMemberPayModal,
  loadMemberPaySuccessModal,
  loadRenewalReminderCheck,
  loadRenewalReminderModal,
  loadSurveyTestPayModal,
  loadSurveyTestPaySuccessModal,
} from '@/features/payments';
import { loadRightsCheck } from '@/features/rights';
import { loadCustomerServiceModal } from '@/features/support';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useModalStore, type ModalState } from '@/stores/modal-store';

// Each dialog loads with antd and its theme (antdIsland) the first time it is wanted.
const LoginModal = antdIsland(loadLoginModal);
const BindPhoneModal = antdIsland(loadBindPhoneModal);
const MoreChatCountModal = antdIsland(loadMoreChatCountModal);
const SurveyTestPayModal = antdIsland(loadSurveyTestPayModal);
const SurveyTestPaySuccessModal = antdIsland(loadSurveyTestPaySuccessModal);
const MemberPayModal = antdIsland(loadMemberPayModal);
const MemberPaySuccessModal = antdIsland(loadMemberPaySuccessModal);
const MemberPayFailModal = antdIsland(loadMemberPayFailModal);
const RenewalReminderModal = antdIsland(loadRenewalReminderModal);
const OnboardingFlow = antdIsland(loadOnboardingFlow);
const CustomerServiceModal = antdIsland(loadCustomerServiceModal);
const WechatMpReturn = antdIsland(loadWechatMpReturn);
// No antd: they only ask the server, and open their dialog (an island of its own) when due.
const RenewalReminderCheck = lazy(async () => ({ default: await loadRenewalReminderCheck() }));
const RightsCheck = lazy(async () => ({ default: await loadRightsCheck() }));

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
 * login, payments, renewal reminder, customer service, more chat counts, first-visit steps, and the account's
 * pending cancellation or consent.
 * They render inside the router so they can navigate.
 */
export function GlobalModals() {
  const loginOpen = useModalStore((s) => s.loginModal.open);
  const bindOpen = useModalStore((s) => s.bindPhoneModal.open);
  const surveyOpen = useModalStore((s) => s.needsSurvey);
  const user = useAuthStore(authSelectors.user);
  const [params] = useSearchParams();
  // Back from WeChat's one-tap authorisation: its code loads only when the address says so.
  const wechatMpReturn = params.has(WechatMpParams.ticket) || params.has(WechatMpParams.error);
  // With onHome the tour counts too: a step due anywhere loads the flow, which then picks the page (and waits out
  // an answer being written).
  const onboardingDue =
    onboardingStep({
      loggedIn: !!user,
      surveyOpen,
      bootState: user?.bootState,
      infoCollectionState: user?.infoCollectionState,
      onHome: true,
      answered: (user?.conversationCount ?? 0) > 0,
      answering: false,
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
      <OnDemand wanted={wechatMpReturn} Dialog={WechatMpReturn} />
      {/* A cancellation cooling off, or a changed agreement, must be settled first. */}
      {user && (
        <Suspense fallback={null}>
          <RightsCheck />
        </Suspense>
      )}
      {/* Whether a member's renewal reminder is due: its code loads for members only. */}
      {user && isMember(user) && (
        <Suspense fallback={null}>
          <RenewalReminderCheck />
        </Suspense>
      )}
    </>
  );
}
