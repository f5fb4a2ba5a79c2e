import { create } from 'zustand';
import type { MembershipPlan } from '@lucina/contracts';

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
 * What the member payment dialog is opened with: the plan to buy. The open type (renewal or
 * purchase) follows from the server's isCurrentUserPlan of that plan.
 */
export interface MemberPayModalData {
  planId: MembershipPlan['id'];
}

/** How a login flow ends (SPEC §4); carried from the login dialog to the bind-phone dialog. */
export interface LoginFlowOptions {
  /** The header login button requires the needs survey; protected elements do not (SPEC §6). */
  surveyRequired: boolean;
  /**
   * Set when the login enters an AI report (or the /auth/login page): after login the app goes
   * here in place instead of reloading the page.
   */
  redirect?: string;
}

export interface LoginModalState extends LoginFlowOptions {
  open: boolean;
  /** Back from WeChat's authorisation (one-tap login in WeChat): the ticket the dialog redeems. */
  wechatMpTicket?: string;
  /** Why the last attempt did not log in, shown at the top of the dialog. */
  notice?: string;
}

/** SPEC §2 dialog 10: a WeChat scan without a bound phone returns `encrypt`, needed to bind. */
export interface BindPhoneModalState extends LoginFlowOptions {
  open: boolean;
  encrypt: string;
}

type Flags = Record<ModalName, boolean>;

export interface ModalState extends Flags {
  memberPayModalData: MemberPayModalData | null;
  loginModal: LoginModalState;
  bindPhoneModal: BindPhoneModalState;
  /** SPEC §2 dialog 11, the needs-collection step after login. */
  needsSurvey: boolean;
  openModal: (name: ModalName) => void;
  closeModal: (name: ModalName) => void;
  openMemberPay: (data?: MemberPayModalData) => void;
  openLoginModal: (options: LoginFlowOptions & Pick<LoginModalState, 'wechatMpTicket' | 'notice'>) => void;
  closeLoginModal: () => void;
  /** Replaces the login dialog by the bind-phone dialog, keeping the flow's options. */
  openBindPhoneModal: (options: LoginFlowOptions & { encrypt: string }) => void;
  closeBindPhoneModal: () => void;
  openNeedsSurvey: () => void;
  closeNeedsSurvey: () => void;
  closeAll: () => void;
}

const closedFlags = Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as Flags;
const closedLogin: LoginModalState = { open: false, surveyRequired: false };
const closedBind: BindPhoneModalState = { open: false, surveyRequired: false, encrypt: '' };
const closedLoginFlow = { loginModal: closedLogin, bindPhoneModal: closedBind, needsSurvey: false };

export const useModalStore = create<ModalState>()((set) => ({
  ...closedFlags,
  memberPayModalData: null,
  ...closedLoginFlow,
  openModal: (name) => set({ [name]: true } as Partial<Flags>),
  closeModal: (name) =>
    set(name === 'memberPay' ? { memberPay: false, memberPayModalData: null } : ({ [name]: false } as Partial<Flags>)),
  openMemberPay: (data) => set({ memberPay: true, memberPayModalData: data ?? null }),
  openLoginModal: (options) => set({ loginModal: { open: true, ...options } }),
  closeLoginModal: () => set({ loginModal: closedLogin }),
  openBindPhoneModal: (options) => set({ loginModal: closedLogin, bindPhoneModal: { open: true, ...options } }),
  closeBindPhoneModal: () => set({ bindPhoneModal: closedBind }),
  openNeedsSurvey: () => set({ needsSurvey: true }),
  closeNeedsSurvey: () => set({ needsSurvey: false }),
  closeAll: () => set({ ...closedFlags, memberPayModalData: null, ...closedLoginFlow }),
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
  bindPhoneModal: (s: ModalState) => s.bindPhoneModal,
  openBindPhoneModal: (s: ModalState) => s.openBindPhoneModal,
  closeBindPhoneModal: (s: ModalState) => s.closeBindPhoneModal,
  needsSurvey: (s: ModalState) => s.needsSurvey,
  openNeedsSurvey: (s: ModalState) => s.openNeedsSurvey,
  closeNeedsSurvey: (s: ModalState) => s.closeNeedsSurvey,
  /** Any app dialog is showing (tips and bubbles step aside for it). */
  anyOpen: (s: ModalState) =>
    MODAL_NAMES.some((name) => s[name]) || s.loginModal.open || s.bindPhoneModal.open || s.needsSurvey,
};
