/**
 * The explicit label AI text carries where it leaves the page (GB 45438-2025 §4): a copied answer, whether by the
 * copy button or by selecting and copying, ends with it.
 */
export const AI_CONTENT_LABEL = '内容由 AI 生成，仅供参考';

export function withAiLabel(text: string): string {
  const body = text.trimEnd();
  return body ? `${body}\n\n（${AI_CONTENT_LABEL}）` : body;
}

/** The answer's copy handler: what the user selected, labelled, replaces the browser's own copy. */
export function labelCopiedSelection(
  event: Pick<ClipboardEvent, 'clipboardData' | 'preventDefault'>,
  selected: string,
) {
  if (!event.clipboardData || !selected.trim()) return;
  event.clipboardData.setData('text/plain', withAiLabel(selected));
  event.preventDefault();
}
