import { parentPort, workerData } from 'node:worker_threads';
import WordExtractor from 'word-extractor';
import { extractText, getDocumentProxy } from 'unpdf';

/** Runs in a worker thread: one file's text, so a hostile file can only stall or exhaust this thread. */
const { kind, bytes } = workerData as { kind: 'pdf' | 'doc' | 'docx'; bytes: Uint8Array };

async function extract(): Promise<string> {
  if (kind === 'pdf') {
    // verbosity 0: pdf.js would print its repair warnings straight to the server's stdout.
    const { text } = await extractText(await getDocumentProxy(bytes, { verbosity: 0 }), { mergePages: true });
    return text;
  }
  const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return doc.getBody();
}

extract().then(
  (text) => parentPort!.postMessage({ ok: true, text }),
  (err: unknown) => parentPort!.postMessage({ ok: false, error: String(err) }),
);
