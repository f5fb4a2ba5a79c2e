import { useState } from 'react';
import { App, Button, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Content, type ContentImageKind } from '@lucina/contracts';
import { imageFileProblem } from '@/lib/image-file';
import { uploadContentImage } from '../api/content';
import { contentText } from '../content-locale';
import styles from './admin.module.css';

const t = contentText.image;

/** Picks one image, checks it here as the server will, and uploads it; resolves with its address. */
function useImageUpload(kind: ContentImageKind) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const pick = (file: File, done: (url: string) => void) => {
    const problem = imageFileProblem(file, Content.image.maxBytes);
    if (problem) {
      void message.error(problem);
      return false;
    }
    setBusy(true);
    uploadContentImage(kind, file)
      .then(done)
      // uploadContentImage already showed why.
      .catch(() => undefined)
      .finally(() => setBusy(false));
    return false;
  };
  return { busy, pick };
}

interface ImageFieldProps {
  kind: ContentImageKind;
  /** Size advice shown under the picker. */
  hint: string;
  value?: string;
  onChange?: (url: string) => void;
  /** The field may be emptied (optional images). */
  removable?: boolean;
  /** Preview frame, e.g. '4 / 1'. */
  aspect?: string;
}

/** One image of a form: its preview, upload or replace, and remove when optional. Form.Item drives value. */
export function ImageField({ kind, hint, value = '', onChange, removable = false, aspect = '1 / 1' }: ImageFieldProps) {
  const { busy, pick } = useImageUpload(kind);
  return (
    <Space orientation="vertical" size={8}>
      {value && (
        <img
          src={value}
          alt=""
          className={styles.preview}
          // Square pictures (photos, QR codes) need less room than wide banners.
          style={{ aspectRatio: aspect, width: aspect === '1 / 1' ? 160 : 320 }}
        />
      )}
      <Space>
        <Upload
          accept={Content.image.types.join(',')}
          showUploadList={false}
          beforeUpload={(file) => pick(file, (url) => onChange?.(url))}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {value ? t.replace : t.upload}
          </Button>
        </Upload>
        {removable && value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t.remove}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary" className={styles.hint}>
        {hint}
      </Typography.Text>
    </Space>
  );
}

/** Several images in order (a detail page's pictures): add, remove. */
export function ImageListField({
  kind,
  hint,
  max,
  value = [],
  onChange,
}: {
  kind: ContentImageKind;
  hint: string;
  max: number;
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const { busy, pick } = useImageUpload(kind);
  return (
    <Space orientation="vertical" size={8}>
      <div className={styles.thumbs}>
        {value.map((url) => (
          <div key={url} className={styles.thumb}>
            <img src={url} alt="" />
            <Button
              size="small"
              shape="circle"
              icon={<DeleteOutlined />}
              aria-label={t.remove}
              onClick={() => onChange?.(value.filter((u) => u !== url))}
            />
          </div>
        ))}
        {value.length < max && (
          <Upload
            accept={Content.image.types.join(',')}
            showUploadList={false}
            beforeUpload={(file) => pick(file, (url) => onChange?.([...value, url]))}
          >
            <Button className={styles.addThumb} icon={<PlusOutlined />} loading={busy} aria-label={t.upload} />
          </Upload>
        )}
      </div>
      <Typography.Text type="secondary" className={styles.hint}>
        {hint}
      </Typography.Text>
    </Space>
  );
}
