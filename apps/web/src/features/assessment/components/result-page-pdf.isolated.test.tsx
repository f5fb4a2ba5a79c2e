import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { makeDetail, RECORD_ID, stubApi } from '@/testing/assessment-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ResultPage } from './result-page';

// Isolated: React keeps a lazy component once it has loaded, and other files load this one.
// The member's part is its own chunk. Here its code arrives only when the test says so, as on a slow phone.
const { deliver, delivered, exportReportPdf } = vi.hoisted(() => {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  return { deliver, delivered, exportReportPdf: vi.fn((_el: HTMLElement, _meta: object) => Promise.resolve()) };
});
vi.mock('./full-report', async (importOriginal) => {
  await delivered;
  return importOriginal();
});
vi.mock('../utils/export-pdf', () => ({ exportReportPdf }));

describe('result page PDF export', () => {
  it('waits for the member’s part: no PDF of a spinner', async () => {
    useAuthStore.getState().setToken('tok');
    stubApi({ '/ai/aiSurveyTest/surveyResultDetail': () => makeDetail('full') });
    renderWithRouter(<ResultPage />, `/surveyTest/surveyResult?recordId=${RECORD_ID}`);

    const button = await screen.findByRole('button', { name: /下载 PDF 报告/ });
    expect(button).toBeDisabled();
    button.click(); // a disabled button ignores the click; the handler would refuse it too
    expect(exportReportPdf).not.toHaveBeenCalled();

    deliver();
    // The part's code is transformed on its first import, which a busy machine can take seconds over.
    expect(
      await screen.findByRole('heading', { name: '六种兴趣类型深度解读' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The part says it is shown from its effect, a commit after its heading appears.
    await vi.waitFor(() => expect(button).toBeEnabled());
    button.click();
    await vi.waitFor(() => expect(exportReportPdf).toHaveBeenCalledTimes(1));
    expect(exportReportPdf).toHaveBeenCalledWith(expect.any(HTMLElement), {
      fileName: 'Lucina职业测评报告-SAE.pdf',
      title: 'Lucina 职业测评报告（SAE）',
      recordId: RECORD_ID,
    });
  });
});
