import { lazy, Suspense, useState } from 'react';
import { Alert, App, Button, Progress, Spin, Typography, Upload, type UploadFile } from 'antd';
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { narrativeKey, narrativeQueryOptions, resumesKey, uploadResumes, useResumes } from '../api/report-extras';
import { formatFileSize } from '@/utils/file-size';
import { extrasText as t } from '../extras-locale';
import { resumeFilesProblem } from '../utils/resume-files';
import styles from './report.module.css';
import { ReportPanel } from './report-panel';

const Markdown = lazy(() => import('@/components/ui/markdown'));

/** The saved AI narrative of the full report, following it live while it is written. */
export function AiNarrative({ recordId }: { recordId: string }) {
  const narrative = useQuery(narrativeQueryOptions(recordId));
  const n = narrative.data;
  return (
    <ReportPanel title={t.narrativeTitle} hint={t.narrativeHint} testId="ai-narrative">
      {n?.provider === 'offline' && <Alert type="info" showIcon className={styles.note} title={t.offline} />}
      {n?.status === 'error' && <Alert type="warning" showIcon className={styles.note} title={t.failed} />}
      {!n || (n.status === 'writing' && !n.content) ? (
        <div className={styles.narrativeWaiting} role="status">
          <Spin size="small" /> {t.writing}
        </div>
      ) : (
        <div className={styles.narrativeBody}>
          <Suspense fallback={<div className={styles.bodyText}>{n.content}</div>}>
            <Markdown text={n.content} />
          </Suspense>
          {n.status === 'writing' && (
            <div className={styles.narrativeWaiting} role="status">
              <Spin size="small" /> {t.writing}
            </div>
          )}
        </div>
      )}
      <ResumeUpload recordId={recordId} attached={n?.resumeCount ?? 0} />
    </ReportPanel>
  );
}

function ResumeUpload({ recordId, attached }: { recordId: string; attached: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const resumes = useResumes(recordId);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async () => {
    const chosen = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f);
    const problem = resumeFilesProblem(chosen);
    if (problem) return void message.error(problem);
    setPercent(0);
    try {
      const result = await uploadResumes(recordId, chosen, setPercent);
      queryClient.setQueryData(narrativeKey(recordId), result.narrative);
      queryClient.setQueryData(resumesKey(recordId), result.resumes);
      setFiles([]);
      void message.success(t.uploaded);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className={styles.resumeBox} data-pdf-skip>
      <strong>{t.resumeTitle}</strong>
      <Typography.Paragraph type="secondary" className={styles.resumeHint}>
        {t.resumeHint}
      </Typography.Paragraph>
      {attached > 0 && resumes.data && (
        <ul className={styles.resumeList} aria-label={t.attached(attached)}>
          {resumes.data.map((r) => (
            <li key={r.id}>
              <FileTextOutlined aria-hidden="true" /> {r.fileName}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.resumeActions}>
        <Upload
          multiple
          accept=".doc,.docx,.pdf"
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList)}
          maxCount={3}
          showUploadList={{
            extra: (file) => <span className={styles.fileSize}>{formatFileSize(file.size ?? 0)}</span>,
          }}
        >
          <Button icon={<UploadOutlined />}>{t.pickFiles}</Button>
        </Upload>
        <Button type="primary" disabled={files.length === 0 || percent !== null} onClick={() => void submit()}>
          {t.upload}
        </Button>
      </div>
      {percent !== null && <Progress percent={percent} size="small" aria-label={t.uploading(percent)} />}
    </div>
  );
}
