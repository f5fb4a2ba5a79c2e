import { Engagement } from '@lucina/contracts';
import { formatFileSize } from '@/utils/file-size';

/** Client-side check of an image before upload (JPG/PNG/WebP, ≤ 2 MB); a message when refused. */
export function imageFileProblem(file: { type: string; size: number }, maxBytes: number = Engagement.avatar.maxBytes) {
  if (!(Engagement.avatar.types as readonly string[]).includes(file.type)) return '仅支持 JPG、PNG 或 WebP 格式的图片';
  if (file.size > maxBytes) return `图片不能超过 ${formatFileSize(maxBytes)}`;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
