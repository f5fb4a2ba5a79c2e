/** Friends' names on the referral page are partly hidden: first character, then **, then the last. */
export function maskNickname(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  return `${chars[0]}**${chars.length > 2 ? chars[chars.length - 1] : ''}`;
}
