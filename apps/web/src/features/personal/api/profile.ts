import { API_PREFIX, apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

export function updateNickname(nickname: string) {
  return request(apiRoutes.engagement.updateNickname, { body: { nickname } });
}

/** Uploads a new avatar; resolves with the new userIcon (failures toast the server's message and reject). */
export async function uploadAvatar(file: Blob) {
  const url = `${API_PREFIX}${apiRoutes.engagement.uploadAvatar.path}`;
  return (await uploadFile<{ userIcon: string }>(url, file)).userIcon;
}
