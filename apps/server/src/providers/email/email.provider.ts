/** One-time codes by email. `send` resolves only once the server accepted the message; otherwise it throws ProviderError. */
export interface EmailProvider {
  readonly name: string;
  send(message: { to: string; code: string; ttlMinutes: number }): Promise<void>;
}

export function otpEmail(code: string, ttlMinutes: number) {
  const text = `您好！\n\n您的 Lucina 登录验证码是：${code}\n验证码 ${ttlMinutes} 分钟内有效，请勿告诉他人。如非本人操作，请忽略本邮件。\n\nLucina AI 职业规划师`;
  const html = `<p>您好！</p><p>您的 Lucina 登录验证码是：<strong style="font-size:20px;letter-spacing:2px">${code}</strong></p><p>验证码 ${ttlMinutes} 分钟内有效，请勿告诉他人。如非本人操作，请忽略本邮件。</p><p>Lucina AI 职业规划师</p>`;
  return { subject: `Lucina 登录验证码：${code}`, text, html };
}
