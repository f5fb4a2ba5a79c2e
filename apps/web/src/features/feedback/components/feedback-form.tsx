import { useState } from 'react';
import { App, Button, Form, Input, Select, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Engagement } from '@lucina/contracts';
import { feedbackKeys, submitFeedback, useFeedbackCategories } from '../api/feedback';
import { feedbackText as t } from '../locale';
import { imageFileProblem, readAsDataUrl } from '@/lib/image-file';

interface Values {
  categoryId?: number;
  content: string;
  contact?: string;
}

const { contentMin, contentMax, contactMax, screenshotMaxBytes } = Engagement.feedback;

/** The feedback form: category, 10–500 characters, optional contact and one optional screenshot. */
export function FeedbackForm() {
  const [form] = Form.useForm<Values>();
  const { data: categories, isPending } = useFeedbackCategories();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [shot, setShot] = useState<{ file: UploadFile; dataUrl: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      await submitFeedback({
        categoryId: values.categoryId!,
        content: values.content.trim(),
        ...(values.contact?.trim() ? { contact: values.contact.trim() } : {}),
        ...(shot ? { screenshot: shot.dataUrl } : {}),
      });
      void message.success(t.submitted);
      form.resetFields();
      setShot(null);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine });
    } catch {
      // The request layer showed the server's message; the text stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void onFinish(v)}

      style={{ maxWidth: 640 }}
    >
      <Form.Item name="categoryId" label={t.category} rules={[{ required: true, message: t.categoryRequired }]}>
        <Select
          loading={isPending}
          placeholder={t.categoryPlaceholder}
          options={categories?.map((c) => ({ value: c.id, label: c.name, title: c.description }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t.content}
        rules={[
          { required: true, whitespace: true, message: t.contentRequired },
          { min: contentMin, message: t.contentTooShort },
          { max: contentMax, message: t.contentTooLong },
        ]}
      >
        <Input.TextArea rows={5} maxLength={contentMax} showCount placeholder={t.contentPlaceholder} />
      </Form.Item>
      <Form.Item name="contact" label={t.contact} rules={[{ max: contactMax, message: t.contactTooLong }]}>
        <Input maxLength={contactMax} placeholder={t.contactPlaceholder} />
      </Form.Item>
      <Form.Item label={t.screenshot} extra={t.screenshotHint}>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          listType="picture-card"
          maxCount={1}
          fileList={shot ? [shot.file] : []}
          onRemove={() => setShot(null)}
          beforeUpload={(file) => {
            const problem = imageFileProblem(file, screenshotMaxBytes);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            readAsDataUrl(file).then(
              (dataUrl) =>
                setShot({
                  file: { uid: file.uid, name: file.name, status: 'done', url: dataUrl, thumbUrl: dataUrl },
                  dataUrl,
                }),
              () => void message.error(t.readFailed),
            );
            return false;
          }}
        >
          {!shot && (
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t.upload}</div>
            </button>
          )}
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} shape="round">
        {t.submit}
      </Button>
    </Form>
  );
}
