import type { Rule } from 'antd/es/form';
import { EMAIL_PATTERN, LoginText, PHONE_PATTERN } from '@lucina/contracts';

/** One field takes a phone or an email; an @ makes it an email (SPEC §7 loginType 2). */
export type ContactKind = 'phone' | 'email';

export const contactKindOf = (value: string): ContactKind => (value.includes('@') ? 'email' : 'phone');

/**
 * SPEC §5 for the combined field. An empty field is asked for as a phone, or as an email when
 * the user was last typing one, so both of the spec's "required" texts keep their meaning.
 */
export function usernameError(raw: string, emptyAs: ContactKind = 'phone'): string | null {
  const value = raw.trim();
  if (!value) return emptyAs === 'email' ? LoginText.emailRequired : LoginText.phoneRequired;
  if (contactKindOf(value) === 'email') return EMAIL_PATTERN.test(value) ? null : LoginText.emailInvalid;
  return PHONE_PATTERN.test(value) ? null : LoginText.phoneInvalid;
}

export const isValidUsername = (raw: string | undefined) => !!raw && usernameError(raw) === null;

/** A rule with its own memory of the last kind typed; create one per form. */
export function createUsernameRule(): Rule {
  let lastKind: ContactKind = 'phone';
  return {
    validator: async (_rule, raw: unknown) => {
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (value) lastKind = contactKindOf(value);
      const error = usernameError(value, lastKind);
      if (error) throw new Error(error);
    },
  };
}

export const phoneRules: Rule[] = [
  { required: true, whitespace: true, message: LoginText.phoneRequired },
  { pattern: PHONE_PATTERN, message: LoginText.phoneInvalid },
];

export const captchaRules: Rule[] = [{ required: true, whitespace: true, message: LoginText.captchaRequired }];

export const otpRequiredRules: Rule[] = [{ required: true, whitespace: true, message: LoginText.otpRequired }];

/** Pasted numbers often carry spaces; no phone, email or code contains one. */
export const stripSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);
