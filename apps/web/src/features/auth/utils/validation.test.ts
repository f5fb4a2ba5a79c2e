import { describe, expect, it } from 'vitest';
import { contactKindOf, usernameError } from './validation';
import { safeRedirect } from './redirect';

// The texts are SPEC §5's, written out: the form must show what the spec (and the server) says.
describe('username rule (SPEC §5)', () => {
  it('an @ makes the value an email', () => {
    expect(contactKindOf('ming@mail.com')).toBe('email');
    expect(contactKindOf('13800138000')).toBe('phone');
  });

  it.each([
    ['', 'phone', '请输入手机号'],
    ['  ', 'email', '请输入邮箱'],
    ['11800138000', 'phone', '手机号格式不正确'],
    ['1380013800', 'phone', '手机号格式不正确'],
    ['138001380001', 'phone', '手机号格式不正确'],
    ['ming@mail', 'phone', '邮箱格式不正确'],
    ['ming @mail.com', 'phone', '邮箱格式不正确'],
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
