import { useSearchParams } from 'react-router';

/** SPEC §7: the inviter's code `tk` rides on the page URL and goes with login and the WeChat QR. */
export function useInviteCode(): string | null {
  const [params] = useSearchParams();
  const tk = params.get('tk')?.trim();
  return tk ? tk : null;
}
