import { useState } from 'react';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { REPORT_REASON_LABELS, REPORT_REASONS, Safety, type ReportReason } from '@lucina/contracts';
import { toastSuccessAcrossPages } from '@/lib/feedback';
import { reportAnswer } from '../api/conversations';
import { reportText as t } from '../report-locale';

/** The reason a user reports an answer for, and their words; loaded when 举报 is first pressed. */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: ReportReason; detail?: string }>();
  const [sending, setSending] = useState(false);

  const submit = async (values: { reason: ReportReason; detail?: string }) => {
    setSending(true);
    try {
      const done = await reportAnswer({ id: messageId, reason: values.reason, detail: values.detail?.trim() ?? '' });
      // The dialog is an island of its own, which closes now: the toast is drawn where it outlives it.
      toastSuccessAcrossPages(done.message);
      onClose();
    } catch {
      // The client has already shown the server's reason (already reported, too many reports…).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t.title}
      okText={t.submit}
      cancelText={t.cancel}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="reason" label={t.reason} rules={[{ required: true, message: t.reasonRequired }]}>
          <Radio.Group
            options={REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="detail" label={t.detail}>
          <Input.TextArea
            rows={3}
            maxLength={Safety.reportDetailMaxChars}
            showCount
            placeholder={t.detailPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
