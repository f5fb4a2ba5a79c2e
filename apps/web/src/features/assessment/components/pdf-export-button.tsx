import { useState, type RefObject } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
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
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!target.current || !ready) return;
    setBusy(true);
    try {
      await exportReportPdf(target.current, {
        fileName: t.pdfName(hollandCode),
        title: t.pdfTitle(hollandCode),
        recordId,
      });
    } catch (error) {
      console.error('[report] PDF 导出失败', error);
      void message.error(t.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.pdfBar} data-pdf-skip>
      <Button icon={<DownloadOutlined />} loading={busy} disabled={!ready} onClick={() => void run()}>
        {busy ? t.pdfWorking : t.pdf}
      </Button>
    </div>
  );
}
