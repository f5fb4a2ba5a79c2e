/** SPEC §8: a failed clipboard copy is logged and returns false. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
) {
  try {
    if (!clipboard) throw new Error('clipboard unavailable');
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('[chat] 复制失败', error);
    return false;
  }
}
