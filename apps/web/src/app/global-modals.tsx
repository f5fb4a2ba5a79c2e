import { BindPhoneModal } from '@/features/auth/components/bind-phone-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { MoreChatCountModal } from '@/features/chat/components/more-chat-count-modal';

/**
 * Mount point of the app-wide dialogs driven by the modal store (SPEC §2 dialogs, §3 flags):
 * login, payments, renewal reminder, customer service, more chat counts. Each feature adds its
 * dialog here when it lands; they render inside the router so they can navigate.
 */
export function GlobalModals() {
  return (
    <>
      <LoginModal />
      <BindPhoneModal />
      <MoreChatCountModal />
    </>
  );
}
