import { Resume } from '@lucina/contracts';
import { extrasText as t } from '../extras-locale';

/** The client's first check of chosen files (the server checks the bytes again); null when fine. */
export function resumeFilesProblem(files: ReadonlyArray<Pick<File, 'name' | 'size'>>): string | null {
  if (files.length > Resume.maxFiles) return t.tooMany;
  for (const f of files) {
    const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(Resume.extensions as readonly string[]).includes(ext)) return t.wrongType(f.name);
    if (f.size > Resume.maxBytes) return t.tooLarge(f.name);
  }
  return null;
}
