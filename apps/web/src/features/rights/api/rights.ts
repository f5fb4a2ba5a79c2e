import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { HTTP_STATUS_FALLBACK_TEXT, httpStatusText, rightsExportRoutes } from '@lucina/contracts';
import { ApiError, buildHeaders, buildUrl, request, serverMessage } from '@/lib/api-client';
import { toastError } from '@/lib/feedback';
import { authActions } from '@/stores/auth-store';
import { rightsKeys, rightsStatusQuery } from './status';

const api = apiRoutes.rights;

export { rightsKeys, useRightsStatus } from './status';

/** How often the card asks again while a copy of the data is being prepared. */
export const EXPORT_POLL_MS = 2000;

/** The status, asked again every few seconds while a copy is being prepared (the personal page's card). */
export const useRightsStatusWhilePreparing = (token: string | null) =>
  useQuery({
    ...rightsStatusQuery(token),
    refetchInterval: (query) => (query.state.data?.dataExport?.status === 'preparing' ? EXPORT_POLL_MS : false),
  });

export function useCancellationPreview(enabled: boolean) {
  return useQuery({
    queryKey: rightsKeys.preview,
    queryFn: () => request(api.cancellationPreview),
    enabled,
    staleTime: 0,
  });
}

export const sendCancellationCode = () => request(api.cancellationCode);
export const requestCancellation = (otpCode: string) => request(api.cancellationRequest, { body: { otpCode } });
export const withdrawCancellation = () => request(api.cancellationWithdraw);
export const acceptConsent = (agreementVersion: string, privacyVersion: string) =>
  request(api.consent, { body: { agreementVersion, privacyVersion } });
export const requestDataExport = () => request(rightsExportRoutes.exportCreate);

/**
 * The copy's file, fetched with the session's headers (only its owner may have it); a refusal throws with the
 * server's Chinese message, shown as a toast like any call's.
 */
async function fetchDataExport(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  const fail = (status: number, msg: string): never => {
    toastError(msg);
    throw new ApiError({ status, msg });
  };
  let response: Response;
  try {
    response = await fetch(buildUrl(rightsExportRoutes.exportDownload, { id }), { headers: buildHeaders(false) });
  } catch {
    return fail(0, HTTP_STATUS_FALLBACK_TEXT);
  }
  if (!response.ok) {
    if (response.status === 401) authActions.logout();
    const body: unknown = await response.json().catch(() => null);
    return fail(response.status, serverMessage(body) ?? httpStatusText(response.status));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: name?.[1] ?? null };
}

/** Downloads the copy and hands it to the browser as a file. */
export async function downloadDataExport(id: string) {
  const { blob, fileName } = await fetchDataExport(id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? 'lucina-data.zip';
  a.click();
  // The click starts the download before the next task; the URL is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
