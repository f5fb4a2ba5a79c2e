/**
 * Saves a rendered report as an A4 PDF. The page is drawn as an image by the browser itself, so the
 * Chinese text and the chart look exactly as on screen without embedding a CJK font in the PDF.
 * Both libraries load only when the user asks for a PDF.
 */
export async function exportReportPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const canvas = await toCanvas(element, {
    pixelRatio: 2,
    // Text uses the system's CJK fonts, which render in place; embedding web fonts (KaTeX) would only slow it down.
    skipFonts: true,
    backgroundColor: '#ffffff',
    // Buttons and upload controls are not part of a printed report.
    filter: (node) => !(node instanceof HTMLElement && node.dataset.pdfSkip !== undefined),
  });
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  const pageW = pdf.internal.pageSize.getWidth();
  const pageH = pdf.internal.pageSize.getHeight();
  const margin = 10;
  const contentW = pageW - margin * 2;
  const contentH = pageH - margin * 2;
  // Height in canvas pixels of one page's worth of content.
  const sliceH = Math.floor((canvas.width * contentH) / contentW);
  const slice = document.createElement('canvas');
  slice.width = canvas.width;
  for (let y = 0, page = 0; y < canvas.height; y += sliceH, page++) {
    const h = Math.min(sliceH, canvas.height - y);
    slice.height = h;
    const ctx = slice.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, slice.width, h);
    ctx.drawImage(canvas, 0, y, canvas.width, h, 0, 0, canvas.width, h);
    if (page > 0) pdf.addPage();
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', margin, margin, contentW, (h * contentW) / canvas.width);
  }
  pdf.save(fileName);
}
