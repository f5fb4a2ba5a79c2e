import { Pages } from '@lucina/contracts';

/**
 * What the first-purchase gift QR encodes: the teacher's contact link when configured
 * (VITE_GIFT_CONTACT_URL), else our help page, where the customer-service contact lives.
 */
export function giftContactUrl(): string {
  const configured = import.meta.env.VITE_GIFT_CONTACT_URL as string | undefined;
  if (configured) return configured;
  return `${window.location.origin}${Pages.helpFeedback.path}`;
}
