/** Tracking event names of the payment flows (SPEC §4, §2 dialog 8). */
export const PaymentEvents = {
  buyMember: 'Click_BuyMember',
  renewalReminderShow: 'Show_RenewalReminder',
} as const;
