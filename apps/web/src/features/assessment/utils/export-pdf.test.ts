import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildReportPdf } from './export-pdf';
import { aigcField } from './pdf-aigc';

// 1×1 white pictures: the report's slices and the label, as the browser would hand them over.
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const RECORD_ID = '7d0c2b61-2f0a-4a57-9a54-0b1b1f7f0c11';

async function build(pages: number) {
  const slices = Array.from({ length: pages }, () => ({ dataUrl: JPEG, ratio: 1.3 }));
  return buildReportPdf(
    slices,
    { dataUrl: PNG, ratio: 1 / 32 },
    {
      title: 'Lucina 职业测评报告（SAE）',
      subject: 'AI 职业测评报告',
      contentId: RECORD_ID,
    },
  );
}

describe('the report PDF', () => {
  it('carries the AIGC metadata: Lucina as producer, AIGC=true and the record id', async () => {
    const bytes = await build(2);
    const doc = await getDocumentProxy(bytes.slice());
    const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
    expect(info.Title).toBe('Lucina 职业测评报告（SAE）');
    expect(info.Producer).toBe('Lucina');
    expect(info.Author).toBe('Lucina');
    expect(info.Keywords).toBe(`AIGC=true; AIGCProducer=Lucina; AIGCContentID=${RECORD_ID}`);
    expect((info.Custom as Record<string, string>).AIGC).toBe(aigcField(RECORD_ID));
    expect(JSON.parse(aigcField(RECORD_ID))).toEqual({ Label: '1', ContentProducer: 'Lucina', ProduceID: RECORD_ID });
    // The rewritten Producer keeps the file whole: the reader found every page through the cross-references.
    expect(doc.numPages).toBe(2);
    expect((await extractText(doc)).totalPages).toBe(2);
  });

  it('draws the AI label on every page, below the report', async () => {
    const doc = await getDocumentProxy((await build(3)).slice());
    for (let n = 1; n <= 3; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      // 85 is pdf.js's paintImageXObject: one for the report's slice, one for the label line.
      const images = ops.fnArray.filter((fn: number) => fn === 85);
      expect(images).toHaveLength(2);
    }
  });
});
