import { SiteDefaults, type SiteConfig } from '@lucina/contracts';
import { useSiteConfig } from '@/hooks/use-site-config';

type SiteLinks = Pick<SiteConfig, 'supportUrl' | 'miniProgramUrl' | 'giftContactUrl' | 'supportWechatId'>;

/** A configured target as a QR can carry it: site paths become absolute on this origin. */
export function absoluteSiteLink(value: string, origin: string = window.location.origin): string {
  return new URL(value, origin).href;
}

/**
 * Where the customer-service, mini-program and gift QR codes lead, as the server configures them;
 * the support page's own sections until the answer arrives (or if it fails).
 */
export function useSiteLinks(): SiteLinks {
  const { data } = useSiteConfig();
  const links = data ?? SiteDefaults;
  return {
    supportUrl: absoluteSiteLink(links.supportUrl),
    miniProgramUrl: absoluteSiteLink(links.miniProgramUrl),
    giftContactUrl: absoluteSiteLink(links.giftContactUrl),
    supportWechatId: links.supportWechatId ?? '',
  };
}
