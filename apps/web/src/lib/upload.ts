import { HTTP_STATUS_FALLBACK_TEXT, SUCCESS_CODES } from '@lucina/contracts';
import { buildHeaders, serverMessage } from './api-client';
import { toastError } from './feedback';

/**
 * Posts one file as multipart (field `file`), which the JSON request layer does not send, and resolves with
 * the envelope's data. Failures toast the server's message and reject.
 */
export async function uploadFile<T>(url: string, file: Blob) {
  const form = new FormData();
  form.append('file', file);
  let body: unknown;
  try {
    const response = await fetch(url, { method: 'POST', headers: buildHeaders(false), body: form });
    body = await response.json().catch(() => null);
    const code = (body as { code?: number } | null)?.code;
    if (response.ok && SUCCESS_CODES.includes(code)) return (body as { data: T }).data;
  } catch {
    body = null;
  }
  const msg = serverMessage(body) ?? HTTP_STATUS_FALLBACK_TEXT;
  toastError(msg);
  throw new Error(msg);
}
