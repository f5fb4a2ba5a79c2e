import { Form, Input } from 'antd';
import { WechatIdInvalid, WechatIdPattern } from '@lucina/contracts';

/** A WeChat ID the page offers to copy (the support account, a consultant): checked as the server checks it. */
export function WechatIdField({
  name,
  label,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  hint: string;
  placeholder: string;
}) {
  return (
    <Form.Item name={name} label={label} extra={hint} rules={[{ pattern: WechatIdPattern, message: WechatIdInvalid }]}>
      <Input placeholder={placeholder} maxLength={20} allowClear />
    </Form.Item>
  );
}
