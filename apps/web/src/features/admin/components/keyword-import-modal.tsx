import { useId, useState } from 'react';
import { Alert, App, Button, Form, Modal, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { SafetyConsole, type KeywordCategory, type KeywordImportResult } from '@lucina/contracts/admin';
import { useImportKeywords } from '../api/safety';
import { categoryOptions, safetyText } from '../safety-locale';

const t = safetyText.keywords;

/** The file's text as UTF-8 (FileReader, which every browser the console supports has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

/** A .txt or .csv file of keywords sent as one request; the server's summary is shown until the dialog closes. */
export function KeywordImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const save = useImportKeywords();
  const [file, setFile] = useState<{ name: string; text: string; lines: number } | null>(null);
  const [category, setCategory] = useState<KeywordCategory>('illegal');
  const [result, setResult] = useState<KeywordImportResult | null>(null);

  const pick = async (picked: File) => {
    setResult(null);
    if (picked.size > SafetyConsole.importMaxBytes - 64 * 1024) {
      void message.error(t.importTooLarge);
      return;
    }
    const text = await readText(picked);
    setFile({ name: picked.name, text, lines: text.split('\n').filter((l) => l.trim()).length });
  };
  const categoryId = useId();
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  return (
    <Modal
      title={t.importTitle}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          disabled={!file}
          loading={save.isPending}
          onClick={() => file && save.mutate({ text: file.text, category }, { onSuccess: setResult })}
        >
          {t.importStart}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t.importHint}</Typography.Paragraph>
      <Form layout="vertical">
        {/* A Form.Item without a name gives its label no field: the id ties them, so the select is named by it. */}
        <Form.Item label={t.importDefault} htmlFor={categoryId}>
          <Select<KeywordCategory> id={categoryId} value={category} onChange={setCategory} options={categoryOptions} />
        </Form.Item>
        <Upload
          accept=".txt,.csv,text/plain,text/csv"
          showUploadList={false}
          beforeUpload={(f) => (void pick(f), false)}
        >
          <Button icon={<UploadOutlined />}>{t.importPick}</Button>
        </Upload>
        {file && (
          <Typography.Paragraph style={{ marginTop: 8 }} data-testid="import-file">
            {t.importFile(file.name, file.lines)}
          </Typography.Paragraph>
        )}
      </Form>
      {result && (
        <Alert
          role="status"
          type={result.invalid ? 'warning' : 'success'}
          message={result.summary}
          description={result.invalidLines.length ? t.importInvalidLines(result.invalidLines) : undefined}
        />
      )}
    </Modal>
  );
}
