import { describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { contactKindOf, usernameError } from './validation';
import { safeRedirect } from './redirect';

describe('username rule (SPEC §5)', () => {
  it('an @ makes the value an email', () => {
    expect(contactKindOf('ming@mail.com')).toBe('email');
    expect(contactKindOf('13800138000')).toBe('phone');
  });

  it.each([
    ['', 'phone', LoginText.phoneRequired],
    ['  ', 'email', LoginText.emailRequired],
    ['11800138000', 'phone', LoginText.phoneInvalid],
    ['1380013800', 'phone', LoginText.phoneInvalid],
    ['138001380001', 'phone', LoginText.phoneInvalid],
    ['ming@mail', 'phone', LoginText.emailInvalid],
    ['ming @mail.com', 'phone', LoginText.emailInvalid],
    ['13800138000', 'phone', null],
    ['12900138000', 'phone', null],
    ['ming@mail.com', 'phone', null],
  ] as const)('%j (empty as %s) → %s', (value, emptyAs, expected) => {
    expect(usernameError(value, emptyAs)).toBe(expected);
  });
});

describe('login page redirect', () => {
  it('keeps paths of this site and refuses others', () => {
    expect(safeRedirect('/surveyTest?x=1')).toBe('/surveyTest?x=1');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('/auth/login')).toBe('/home');
    expect(safeRedirect('/\\evil.example')).toBe('/home');
    expect(safeRedirect('/\t/evil.example')).toBe('/home');
  });
});
