import { describe, expect, it } from 'vitest';
import { loginModalWidth } from './use-login-modal-width';

describe('login dialog width (SPEC §2 dialog 9)', () => {
  it('is 300 under a 510 px window', () => {
    expect(loginModalWidth(390)).toBe(300);
    expect(loginModalWidth(509)).toBe(300);
  });

  it('is 510 from 510 up to 1800', () => {
    expect(loginModalWidth(510)).toBe(510);
    expect(loginModalWidth(1440)).toBe(510);
    expect(loginModalWidth(1799)).toBe(510);
  });

  it('grows with the window from 1800', () => {
    expect(loginModalWidth(1800)).toBe(510);
    expect(loginModalWidth(2160)).toBe(612);
    expect(loginModalWidth(3600)).toBe(1020);
  });
});
