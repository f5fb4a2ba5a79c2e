import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('contact masking', () => {
  it('masks the middle four digits of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('leaves already masked values and empties alone', () => {
    expect(maskPhone('138****5678')).toBe('138****5678');
    expect(maskEmail('lu***@example.com')).toBe('lu***@example.com');
    expect(maskPhone(null)).toBeNull();
    expect(maskEmail('')).toBeNull();
  });

  it('keeps the first letters and the domain of an email', () => {
    expect(maskEmail('lucina@example.com')).toBe('lu***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});
