import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chatConfigOptions, useAnswering } from '@/features/chat';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { useCurrentPage } from '@/hooks/use-current-page';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { saveUserFlags } from '../api/onboarding';
import { useGuidedTour } from '../hooks/use-guided-tour';
import { onboardingStep } from '../utils/onboarding-step';
import { NeedsSurvey } from './needs-survey';
import { ProfileCollectionModal } from './profile-collection-modal';

/** Mounted once with the global dialogs: the needs survey, the guided tour and the profile pop-up. */
export function OnboardingFlow() {
  const user = useAuthStore(authSelectors.user);
  const surveyOpen = useModalStore(modalSelectors.needsSurvey);
  const page = useCurrentPage();
  const [collectionClosed, setCollectionClosed] = useState(false);
  const answering = useAnswering();
  const phone = useIsPhone();

  const step = onboardingStep({
    loggedIn: !!user,
    surveyOpen,
    bootState: user?.bootState,
    infoCollectionState: user?.infoCollectionState,
    onHome: page === 'home',
    answered: (user?.conversationCount ?? 0) > 0,
    answering,
  });

  const onTourEnd = useCallback(() => {
    // SPEC §7: a failed save is only logged; the stored user already says the tour is done.
    saveUserFlags({ bootState: '1' }).catch((error: unknown) => console.warn('[onboarding] 保存引导状态失败', error));
  }, []);
  // The home has already asked for the chat configuration; the tour reuses its dialog boot.
  const boot = useQuery({ ...chatConfigOptions(), enabled: step === 'tour' }).data?.boot;
  useGuidedTour(step === 'tour', onTourEnd, boot, phone);

  const onCollectionClose = (ended: boolean) => {
    setCollectionClosed(true);
    saveUserFlags({ infoCollectionState: ended ? '1' : '2' }).catch((error: unknown) =>
      console.warn('[onboarding] 保存信息收集状态失败', error),
    );
  };

  return (
    <>
      <NeedsSurvey />
      <ProfileCollectionModal open={step === 'collection' && !collectionClosed} onClose={onCollectionClose} />
    </>
  );
}
