/**
 * Display masking for contacts. The server already masks them; masking again is a no-op for
 * masked values and keeps raw values off the screen if a response ever carries them.
 */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return phone.replace(/^(\+?\d{3})\d{4}(\d{4})$/, '$1****$2');
}

export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  if (name.includes('*')) return email;
  const visible = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${visible}***${email.slice(at)}`;
}
