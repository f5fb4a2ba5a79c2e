import { create } from 'zustand';

/** Global dialog flags of SPEC §3; the dialogs themselves are mounted once at the app root. */
export const MODAL_NAMES = [
  'renewalReminder',
  'memberPay',
  'memberPaySuccess',
  'memberPayFail',
  'moreChatNumber',
  'customerService',
  'surveyTestPay',
  'surveyTestPaySuccess',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/**
 * What the member payment dialog is opened with. Typed as unknown until contracts export the
 * membership-plan schema; the payment feature narrows it with that schema.
 */
export type MemberPayModalData = unknown;

export interface LoginModalState {
  open: boolean;
  /** The header login button requires the needs survey; protected elements do not (SPEC §6). */
  surveyRequired: boolean;
}

type Flags = Record<ModalName, boolean>;

export interface ModalState extends Flags {
  memberPayModalData: MemberPayModalData | null;
  loginModal: LoginModalState;
  openModal: (name: ModalName) => void;
  closeModal: (name: ModalName) => void;
  openMemberPay: (data?: MemberPayModalData) => void;
  openLoginModal: (options: { surveyRequired: boolean }) => void;
  closeLoginModal: () => void;
  closeAll: () => void;
}

const closedFlags = Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as Flags;
const closedLogin: LoginModalState = { open: false, surveyRequired: false };

export const useModalStore = create<ModalState>()((set) => ({
  ...closedFlags,
  memberPayModalData: null,
  loginModal: closedLogin,
  openModal: (name) => set({ [name]: true } as Partial<Flags>),
  closeModal: (name) =>
    set(name === 'memberPay' ? { memberPay: false, memberPayModalData: null } : ({ [name]: false } as Partial<Flags>)),
  openMemberPay: (data) => set({ memberPay: true, memberPayModalData: data ?? null }),
  openLoginModal: ({ surveyRequired }) => set({ loginModal: { open: true, surveyRequired } }),
  closeLoginModal: () => set({ loginModal: closedLogin }),
  closeAll: () => set({ ...closedFlags, memberPayModalData: null, loginModal: closedLogin }),
}));

export const modalSelectors = {
  isOpen: (name: ModalName) => (s: ModalState) => s[name],
  memberPayModalData: (s: ModalState) => s.memberPayModalData,
  loginModal: (s: ModalState) => s.loginModal,
  openModal: (s: ModalState) => s.openModal,
  closeModal: (s: ModalState) => s.closeModal,
  openMemberPay: (s: ModalState) => s.openMemberPay,
  openLoginModal: (s: ModalState) => s.openLoginModal,
  closeLoginModal: (s: ModalState) => s.closeLoginModal,
};
