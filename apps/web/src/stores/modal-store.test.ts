import { describe, expect, it } from 'vitest';
import { MODAL_NAMES, modalSelectors, useModalStore } from './modal-store';

const state = () => useModalStore.getState();

describe('modal store', () => {
  it('has every global flag of SPEC §3, closed at start', () => {
    expect([...MODAL_NAMES].sort()).toEqual(
      [
        'customerService',
        'memberPay',
        'memberPayFail',
        'memberPaySuccess',
        'moreChatNumber',
        'renewalReminder',
        'surveyTestPay',
        'surveyTestPaySuccess',
      ].sort(),
    );
    for (const name of MODAL_NAMES) expect(modalSelectors.isOpen(name)(state())).toBe(false);
  });

  it.each(MODAL_NAMES)('opens and closes %s without touching the other flags', (name) => {
    state().openModal(name);
    for (const other of MODAL_NAMES) expect(state()[other]).toBe(other === name);
    state().closeModal(name);
    expect(state()[name]).toBe(false);
  });

  it('member pay carries its data and drops it on close', () => {
    state().openMemberPay({ planId: 3 });
    expect(state().memberPay).toBe(true);
    expect(modalSelectors.memberPayModalData(state())).toEqual({ planId: 3 });
    state().closeModal('memberPay');
    expect(state()).toMatchObject({ memberPay: false, memberPayModalData: null });
  });

  it('login modal records whether the needs survey is required', () => {
    state().openLoginModal({ surveyRequired: true });
    expect(modalSelectors.loginModal(state())).toEqual({ open: true, surveyRequired: true });
    state().closeLoginModal();
    expect(modalSelectors.loginModal(state())).toEqual({ open: false, surveyRequired: false });
    state().openLoginModal({ surveyRequired: false });
    expect(state().loginModal).toEqual({ open: true, surveyRequired: false });
  });

  it('a login flow carries its options into the bind-phone dialog, which replaces the login dialog', () => {
    state().openLoginModal({ surveyRequired: true, redirect: '/surveyTest/surveyResult' });
    expect(state().loginModal).toEqual({ open: true, surveyRequired: true, redirect: '/surveyTest/surveyResult' });
    state().openBindPhoneModal({ ...state().loginModal, encrypt: 'enc' });
    expect(state().loginModal.open).toBe(false);
    expect(modalSelectors.bindPhoneModal(state())).toMatchObject({
      open: true,
      encrypt: 'enc',
      surveyRequired: true,
      redirect: '/surveyTest/surveyResult',
    });
    state().closeBindPhoneModal();
    expect(state().bindPhoneModal.open).toBe(false);
  });

  it('the needs-survey step opens and closes', () => {
    state().openNeedsSurvey();
    expect(modalSelectors.needsSurvey(state())).toBe(true);
    state().closeNeedsSurvey();
    expect(state().needsSurvey).toBe(false);
  });

  it('closeAll closes every dialog', () => {
    state().openModal('customerService');
    state().openMemberPay({ planId: 1 });
    state().openLoginModal({ surveyRequired: true });
    state().openNeedsSurvey();
    state().closeAll();
    for (const name of MODAL_NAMES) expect(state()[name]).toBe(false);
    expect(state().loginModal.open).toBe(false);
    expect(state().needsSurvey).toBe(false);
    expect(state().memberPayModalData).toBeNull();
  });
});
