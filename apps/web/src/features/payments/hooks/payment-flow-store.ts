import { create } from 'zustand';
import type { MemberPayModalData } from '@/stores/modal-store';

/**
 * What the member payment dialog was last opened with: closing it clears the modal store's data,
 * and the fail dialog's 'return to pay' reopens it with the same plan (SPEC §2 dialog 6).
 */
export const usePaymentFlowStore = create<{
  lastMemberPay: MemberPayModalData | null;
  remember: (data: MemberPayModalData | null) => void;
}>()((set) => ({
  lastMemberPay: null,
  remember: (data) => set({ lastMemberPay: data }),
}));
