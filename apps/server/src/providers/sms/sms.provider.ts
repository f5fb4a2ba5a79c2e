/** One-time codes by SMS. `send` resolves only once the provider accepted the message; otherwise it throws ProviderError. */
export interface SmsProvider {
  readonly name: string;
  send(message: { phone: string; code: string; ttlMinutes: number }): Promise<void>;
}

export function smsText(code: string, ttlMinutes: number): string {
  return `【Lucina】您的验证码是${code}，${ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
}
