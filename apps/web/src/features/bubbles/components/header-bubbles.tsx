import { useEffect, useState } from 'react';
import { saveUserFlags } from '@/features/onboarding';
import { useCurrentPage } from '@/hooks/use-current-page';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { BUBBLE_MS, bubbleFor, type BubbleKind } from '../utils/bubble-rules';
import styles from './bubbles.module.css';

const TEXT: Record<BubbleKind, string> = {
  chat: '成为会员，畅享无限次对话',
  test: '开通会员即可查看完整 AI 职业测评报告',
};

/** SPEC §4: the non-member bubbles under the header avatar; each vanishes after 5 s. */
export function HeaderBubbles() {
  const user = useAuthStore(authSelectors.user);
  const page = useCurrentPage();
  const [seenChat, setSeenChat] = useState(false);
  const [shown, setShown] = useState<BubbleKind | null>(null);
  // A tip never covers an open dialog (e.g. it would advertise membership over a report purchase).
  const dialogOpen = useModalStore(modalSelectors.anyOpen);
  const want = dialogOpen ? null : bubbleFor(user, page === 'surveyResult', seenChat);

  // Adjusting state while rendering (not in an effect): a due bubble shows in the same pass.
  if (want && !shown) {
    setShown(want);
    if (want === 'chat') setSeenChat(true);
  }

  useEffect(() => {
    // Once only: saved as soon as it shows; a failed save is only logged.
    if (shown === 'test')
      saveUserFlags({ completeAitestFirst: 1 }).catch((error: unknown) => console.warn('[bubbles] 保存失败', error));
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), BUBBLE_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  if (!shown || dialogOpen) return null;
  return (
    <div className={styles.bubble} role="status" data-bubble={shown}>
      {TEXT[shown]}
    </div>
  );
}
