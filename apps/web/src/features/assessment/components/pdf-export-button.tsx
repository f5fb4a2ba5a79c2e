import { useState, type RefObject } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { PlainButton } from '@/components/ui/plain-button';
import { LoadingIcon } from '@/components/ui/plain-icons';
import { toastError } from '@/lib/feedback';
import { extrasText as t } from '../extras-locale';
import { exportReportPdf } from '../utils/export-pdf';
import styles from './report.module.css';

/** Saves the report on screen (chart and Chinese text included) as a PDF, labelled as AI-generated. */
export function PdfExportButton({
  target,
  hollandCode,
  recordId,
  ready = true,
}: {
  target: RefObject<HTMLElement | null>;
  hollandCode: string;
  /** The record the report is of: the PDF's AIGC content id. */
  recordId: string;
  /** False while part of the report is still loading: a PDF then would miss it. */
  ready?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!target.current || !ready || busy) return;
    setBusy(true);
    try {
      await exportReportPdf(target.current, {
        fileName: t.pdfName(hollandCode),
        title: t.pdfTitle(hollandCode),
        recordId,
      });
    } catch (error) {
      console.error('[report] PDF 导出失败', error);
      toastError(t.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  // As antd's Button with `loading`: the icon turns into a spinner and the button stays put, dimmed.
  return (
    <div className={styles.pdfBar} data-pdf-skip>
      <PlainButton
        variant="default"
        disabled={!ready}
        aria-busy={busy}
        className={busy ? styles.pdfBusy : undefined}
        onClick={() => void run()}
      >
        {busy ? <LoadingIcon /> : <DownloadOutlined />}
        {busy ? t.pdfWorking : t.pdf}
      </PlainButton>
    </div>
  );
}
