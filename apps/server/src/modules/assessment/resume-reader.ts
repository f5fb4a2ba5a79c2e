import { Worker, type WorkerOptions } from 'node:worker_threads';
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

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Entry count and total uncompressed size as a zip's central directory declares them, read without
 * inflating anything; null when the directory is malformed or zip64 (no résumé needs it). The unzipper
 * (yauzl) refuses an entry that inflates past its declared size, so the declared total is a real cap.
 */
export function zipDirectory(bytes: Buffer): { entries: number; uncompressed: number } | null {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || at + bytes.readUInt32LE(end + 12) > end) return null;
  let uncompressed = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    uncompressed += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, uncompressed };
}

export interface ReadResume {
  fileName: string;
  kind: ResumeKind;
  size: number;
  text: string;
}

export interface ResumeReaderOptions {
  /** A file whose text is not out by then is given up and its worker terminated. */
  timeoutMs?: number;
  /** Heap of one extraction worker. */
  memoryMb?: number;
  /** Extractions running at once in this process; more wait their turn. */
  concurrency?: number;
  /** The worker script (tests swap in a hostile one). */
  script?: URL;
}

class ExtractTimeout extends Error {}

const ownExt = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const defaultScript = new URL(`./resume-extract.worker${ownExt}`, import.meta.url);

/**
 * Starts a worker on `script`. Compiled, the script is JavaScript; under tsx (development, tests) it is
 * TypeScript, which a worker on Node 20 only loads through tsx's own import.
 */
function startWorker(script: URL, options: WorkerOptions) {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, options);
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${api}).then((tsx) => tsx.tsImport(${JSON.stringify(script.href)}, ${api}))`;
  return new Worker(code, { ...options, eval: true });
}

/**
 * Reads résumé text off the event loop: each file is extracted in its own worker thread with a heap limit
 * and a deadline, so a hostile PDF or Word file can neither block requests nor exhaust the server's memory.
 */
export function createResumeReader(options: ResumeReaderOptions = {}) {
  const { timeoutMs = 15_000, memoryMb = 128, concurrency = 2, script = defaultScript } = options;
  let running = 0;
  const waiting: Array<() => void> = [];

  async function slot() {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  }
  function release() {
    running -= 1;
    waiting.shift()?.();
  }

  function extract(kind: ResumeKind, bytes: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const worker = startWorker(script, {
        workerData: { kind, bytes: new Uint8Array(bytes) },
        resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      });
      let settled = false;
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // The answer waits for the thread to be gone, so nothing of a hostile file outlives its request.
        void worker.terminate().finally(settle);
      };
      const timer = setTimeout(() => finish(() => reject(new ExtractTimeout())), timeoutMs);
      worker.once('message', (m: { ok: boolean; text?: string; error?: string }) =>
        finish(() => (m.ok ? resolve(m.text ?? '') : reject(new Error(m.error)))),
      );
      worker.once('error', (err) => finish(() => reject(err)));
      worker.once('exit', (code) => finish(() => reject(new Error(`extraction worker exited with ${code}`))));
    });
  }

  return {
    /** Checks one upload and reads its text; every refusal is a Chinese 400 naming the file. */
    async read(fileName: string, bytes: Buffer): Promise<ReadResume> {
      if (bytes.length > Resume.maxBytes) throw new AppError(413, 413, ResumeText.tooLarge(fileName));
      const kind = sniffResume(bytes);
      if (!kind) throw AppError.badRequest(ResumeText.wrongType(fileName));
      if (kind === 'docx') {
        const dir = zipDirectory(bytes);
        if (!dir) throw AppError.badRequest(ResumeText.unreadable(fileName));
        if (dir.entries > Resume.maxZipEntries || dir.uncompressed > Resume.maxUnzippedBytes) {
          throw AppError.badRequest(ResumeText.zipBomb(fileName));
        }
      }
      let text: string;
      await slot();
      try {
        text = cleanResumeText(await extract(kind, bytes));
      } catch (err) {
        if (err instanceof ExtractTimeout) throw AppError.badRequest(ResumeText.timedOut(fileName));
        throw AppError.badRequest(ResumeText.unreadable(fileName));
      } finally {
        release();
      }
      if (!text) throw AppError.badRequest(ResumeText.unreadable(fileName));
      return { fileName: fileName.slice(0, 200), kind, size: bytes.length, text };
    },
  };
}

export type ResumeReader = ReturnType<typeof createResumeReader>;
