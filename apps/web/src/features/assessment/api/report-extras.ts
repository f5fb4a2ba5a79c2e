import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, httpStatusText, type RouteData } from '@lucina/contracts';
import { ApiError, buildHeaders, buildUrl, request, serverMessage } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

const api = apiRoutes.assessment;
const extrasKey = (recordId: string, part: string) => [...assessmentKeys.all, 'extras', recordId, part] as const;
export const narrativeKey = (recordId: string) => extrasKey(recordId, 'narrative');

/** The saved narrative; polled every second while it is being written. */
export function narrativeQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: narrativeKey(recordId),
    queryFn: () => request(api.surveyNarrative, { body: { recordId } }),
    refetchInterval: (query) => (query.state.data?.status === 'writing' ? 1000 : false),
  });
}

export const useConsultants = (recordId: string) =>
  useQuery({
    queryKey: extrasKey(recordId, 'consultants'),
    queryFn: () => request(api.consultantExpert, { body: { recordId } }),
    staleTime: Infinity,
  });

export const useResumes = (recordId: string) =>
  useQuery({
    queryKey: extrasKey(recordId, 'resumes'),
    queryFn: () => request(api.resumeList, { body: { recordId } }),
  });

export const resumesKey = (recordId: string) => extrasKey(recordId, 'resumes');

type UploadResult = RouteData<typeof api.surveyResult>;

/**
 * surveyResult with upload progress (SPEC §7): XMLHttpRequest, since fetch reports no upload progress.
 * Rejects with ApiError carrying the server's Chinese message.
 */
export function uploadResumes(recordId: string, files: File[], onProgress: (percent: number) => void) {
  return new Promise<UploadResult>((resolve, reject) => {
    const form = new FormData();
    form.append('recordId', recordId);
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(api.surveyResult));
    buildHeaders(false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError({ status: 0, msg: '网络连接失败，请稍后重试' }));
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // An HTML error page from a proxy: the status text is used below.
      }
      if (xhr.status === 200 && body.code === 200) resolve(body.data as UploadResult);
      else
        reject(
          new ApiError({ status: xhr.status, code: body.code, msg: serverMessage(body) ?? httpStatusText(xhr.status) }),
        );
    };
    xhr.send(form);
  });
}
