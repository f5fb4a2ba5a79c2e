import WordExtractor from 'word-extractor';
import { extractText } from 'unpdf';
import { Resume, ResumeText, type ResumeKind } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const PDF = Buffer.from('%PDF-', 'latin1');

/**
 * The file's real kind from its bytes, whatever its name says: a renamed executable or image is refused.
 * docx is a zip whose directory names word/document.xml; doc is an OLE2 compound file (its Word stream is
 * checked when the text is read).
 */
export function sniffResume(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/document.xml', 0, 'latin1')) return 'docx';
  return null;
}

/** Collapses the layout whitespace of extracted text and keeps at most Resume.maxChars. */
export function cleanResumeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0\u3000]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    .slice(0, Resume.maxChars);
}

async function extract(kind: ResumeKind, bytes: Buffer): Promise<string> {
  if (kind === 'pdf') {
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text;
  }
  const doc = await new WordExtractor().extract(bytes);
  return doc.getBody();
}

export interface ReadResume {
  fileName: string;
  kind: ResumeKind;
  size: number;
  text: string;
}

/** Checks one upload and reads its text; every refusal is a Chinese 400 naming the file. */
export async function readResume(fileName: string, bytes: Buffer): Promise<ReadResume> {
  if (bytes.length > Resume.maxBytes) throw new AppError(413, 413, ResumeText.tooLarge(fileName));
  const kind = sniffResume(bytes);
  if (!kind) throw AppError.badRequest(ResumeText.wrongType(fileName));
  let text: string;
  try {
    text = cleanResumeText(await extract(kind, bytes));
  } catch {
    throw AppError.badRequest(ResumeText.unreadable(fileName));
  }
  if (!text) throw AppError.badRequest(ResumeText.unreadable(fileName));
  return { fileName: fileName.slice(0, 200), kind, size: bytes.length, text };
}
