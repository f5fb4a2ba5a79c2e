import type { jsPDF } from 'jspdf';

/** Who made the file, in its metadata: the producer GB 45438-2025's implicit label names. */
export const PDF_PRODUCER = 'Lucina';

/**
 * The implicit label of GB 45438-2025 for a file: the `AIGC` metadata field, a JSON object saying the content is
 * AI-generated (Label 1), who generated it and the content's id (here the test record's id).
 */
export function aigcField(contentId: string) {
  return JSON.stringify({ Label: '1', ContentProducer: PDF_PRODUCER, ProduceID: contentId });
}

/**
 * Sets the PDF's document information: title, subject, author and creator Lucina, keywords with the AIGC fields,
 * and the `AIGC` entry itself. jsPDF writes every key of its properties object into the Info dictionary (first
 * letter upper-cased), so the extra key is added to that object; `setProperties` keeps only the standard ones.
 */
export function setAigcMetadata(pdf: jsPDF, meta: { title: string; subject: string; contentId: string }) {
  pdf.setProperties({
    title: meta.title,
    subject: meta.subject,
    author: PDF_PRODUCER,
    creator: PDF_PRODUCER,
    keywords: `AIGC=true; AIGCProducer=${PDF_PRODUCER}; AIGCContentID=${meta.contentId}`,
  });
  const internals = pdf as unknown as { __private__: { getDocumentProperties(): Record<string, string> } };
  internals.__private__.getDocumentProperties().aIGC = aigcField(meta.contentId);
}

/**
 * The PDF's bytes with Lucina as its Producer. jsPDF always writes its own name there; the entry is rewritten in
 * place and padded with spaces (whitespace between PDF tokens), so every byte offset in the cross-reference table
 * stays true.
 */
export function pdfBytes(pdf: jsPDF): Uint8Array {
  const bytes = new Uint8Array(pdf.output('arraybuffer'));
  const text = new TextDecoder('latin1').decode(bytes);
  const found = /\/Producer \((?:[^()\\]|\\.)*\)/.exec(text);
  if (!found) return bytes;
  const entry = `/Producer (${PDF_PRODUCER})`;
  if (entry.length > found[0].length) return bytes;
  const replacement = entry.padEnd(found[0].length, ' ');
  for (let i = 0; i < replacement.length; i++) bytes[found.index + i] = replacement.charCodeAt(i);
  return bytes;
}
