import { describe, expect, it } from 'vitest';
import { imageFileProblem, readAsDataUrl } from './image-file';

describe('imageFileProblem', () => {
  it('accepts png, jpeg and webp up to 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toMatch(/JPG、PNG 或 WebP/);
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('图片不能超过 2 MB');
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,AQID');
  });
});
