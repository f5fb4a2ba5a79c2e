import { extrasText as t } from '../extras-locale';
import { pdfBytes, setAigcMetadata } from './pdf-aigc';

/** Height of the AI label line at each page's foot, in mm. */
const LABEL_H = 6;

/** The AI label as a picture of the browser's own CJK text (the PDF embeds no Chinese font). */
function labelImage(widthPx: number): { dataUrl: string; ratio: number } {
  const canvas = document.createElement('canvas');
  const heightPx = Math.round(widthPx / 32);
  canvas.width = widthPx;
  canvas.height = heightPx;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, widthPx, heightPx);
  ctx.fillStyle = '#595959';
  ctx.font = `${Math.round(heightPx * 0.6)}px system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(t.pdfAiLabel, widthPx / 2, heightPx / 2);
  return { dataUrl: canvas.toDataURL('image/png'), ratio: heightPx / widthPx };
}

/**
 * Lays the report's picture out on A4 pages, each with the AI label at its foot, and the AIGC metadata (GB
 * 45438-2025: explicit label on every page, implicit label in the file's properties). `slices` gives each page's
 * picture (a JPEG data URL) and its height relative to its width.
 */
export async function buildReportPdf(
  slices: { dataUrl: string; ratio: number }[],
  label: { dataUrl: string; ratio: number },
  meta: { title: string; subject: string; contentId: string },
): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  const pageW = pdf.internal.pageSize.getWidth();
  const pageH = pdf.internal.pageSize.getHeight();
  const margin = 10;
  const contentW = pageW - margin * 2;
  slices.forEach((slice, page) => {
    if (page > 0) pdf.addPage();
    pdf.addImage(slice.dataUrl, 'JPEG', margin, margin, contentW, contentW * slice.ratio);
    const labelH = Math.min(LABEL_H, contentW * label.ratio);
    pdf.addImage(label.dataUrl, 'PNG', margin, pageH - margin - labelH, contentW, labelH);
  });
  setAigcMetadata(pdf, meta);
  return pdfBytes(pdf);
}

/** Height in mm of a page's report content: the page less its margins and the label line. */
export const contentHeightMm = (pageH: number, margin: number) => pageH - margin * 2 - LABEL_H - 2;

/**
 * Saves a rendered report as an A4 PDF. The page is drawn as an image by the browser itself, so the
 * Chinese text and the chart look exactly as on screen without embedding a CJK font in the PDF.
 * Both libraries load only when the user asks for a PDF.
 */
export async function exportReportPdf(
  element: HTMLElement,
  meta: { fileName: string; title: string; recordId: string },
): Promise<void> {
  const { toCanvas } = await import('html-to-image');
  const canvas = await toCanvas(element, {
    pixelRatio: 2,
    // Text uses the system's CJK fonts, which render in place; embedding web fonts (KaTeX) would only slow it down.
    skipFonts: true,
    backgroundColor: '#ffffff',
    // Buttons and upload controls are not part of a printed report.
    filter: (node) => !(node instanceof HTMLElement && node.dataset.pdfSkip !== undefined),
  });
  // A4 is 210 × 297 mm with 10 mm margins: the height in canvas pixels of one page's worth of content.
  const contentW = 190;
  const sliceH = Math.floor((canvas.width * contentHeightMm(297, 10)) / contentW);
  const slice = document.createElement('canvas');
  slice.width = canvas.width;
  const slices: { dataUrl: string; ratio: number }[] = [];
  for (let y = 0; y < canvas.height; y += sliceH) {
    const h = Math.min(sliceH, canvas.height - y);
    slice.height = h;
    const ctx = slice.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, slice.width, h);
    ctx.drawImage(canvas, 0, y, canvas.width, h, 0, 0, canvas.width, h);
    slices.push({ dataUrl: slice.toDataURL('image/jpeg', 0.92), ratio: h / canvas.width });
  }
  const bytes = await buildReportPdf(slices, labelImage(canvas.width), {
    title: meta.title,
    subject: t.pdfSubject,
    contentId: meta.recordId,
  });
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = meta.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
