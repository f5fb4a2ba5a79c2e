import { API_PREFIX, apiRoutes, HTTP_STATUS_FALLBACK_TEXT, SUCCESS_CODES } from '@lucina/contracts';
import { buildHeaders, request, serverMessage } from '@/lib/api-client';
import { toastError } from '@/lib/feedback';

export function updateNickname(nickname: string) {
  return request(apiRoutes.engagement.updateNickname, { body: { nickname } });
}

/**
 * Uploads a new avatar as multipart (field `file`), which the JSON request layer does not send.
 * Resolves with the new userIcon; failures toast the server's message and reject.
 */
export async function uploadAvatar(file: Blob, fetchImpl: typeof fetch = (i, init) => globalThis.fetch(i, init)) {
  const form = new FormData();
  form.append('file', file);
  let body: unknown;
  try {
    const response = await fetchImpl(`${API_PREFIX}${apiRoutes.engagement.uploadAvatar.path}`, {
      method: 'POST',
      headers: buildHeaders(false),
      body: form,
    });
    body = await response.json().catch(() => null);
    const code = (body as { code?: number } | null)?.code;
    if (response.ok && SUCCESS_CODES.includes(code)) return (body as { data: { userIcon: string } }).data.userIcon;
  } catch {
    body = null;
  }
  const msg = serverMessage(body) ?? HTTP_STATUS_FALLBACK_TEXT;
  toastError(msg);
  throw new Error(msg);
}
