/**
 * What the pay result page needs to know about a payment made by leaving the site (WeChat H5, Alipay WAP,
 * WeChat's authorisation): which kind it was and where to go after. Kept in this tab's sessionStorage, which
 * the providers' pages return to; without it the page still shows the outcome, only more generally.
 */
export interface PayReturn {
  kind: 'member' | 'single';
  /** A path of this site to go to after (the report for a single test). */
  from: string | null;
  /** The success button's text the dialog would have shown (SPEC §2 dialog 7's `button`). */
  button: string | null;
}

const key = (orderNo: string) => `lucina:pay:${orderNo}`;

export function rememberPayReturn(orderNo: string, value: PayReturn) {
  try {
    sessionStorage.setItem(key(orderNo), JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the result page falls back to its general wording.
  }
}

export function recallPayReturn(orderNo: string): PayReturn | null {
  try {
    const raw = sessionStorage.getItem(key(orderNo));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PayReturn>;
    if (v.kind !== 'member' && v.kind !== 'single') return null;
    return {
      kind: v.kind,
      from: typeof v.from === 'string' ? v.from : null,
      button: typeof v.button === 'string' ? v.button : null,
    };
  } catch {
    return null;
  }
}
