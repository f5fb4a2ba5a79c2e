import { Engagement } from '@lucina/contracts';
import { formatFileSize } from '@/utils/file-size';

export const feedbackText = {
  faqTitle: '常见问题',
  formTitle: '意见反馈',
  category: '反馈类型',
  categoryPlaceholder: '请选择反馈类型',
  categoryRequired: '请选择反馈类型',
  content: '反馈内容',
  contentPlaceholder: '请详细描述你遇到的问题或建议（10–500 字）',
  contentRequired: '请填写反馈内容',
  contentTooShort: '反馈内容至少 10 个字',
  contentTooLong: '反馈内容不能超过 500 个字',
  contact: '联系方式（选填）',
  contactPlaceholder: '手机号、邮箱或微信，方便我们回复你',
  contactTooLong: '联系方式不能超过 50 个字',
  screenshot: '截图（选填）',
  screenshotHint: `支持 JPG、PNG、WebP，不超过 ${formatFileSize(Engagement.feedback.screenshotMaxBytes)}`,
  upload: '上传截图',
  readFailed: '图片读取失败，请重新选择',
  submit: '提交反馈',
  submitted: '反馈已提交，感谢你的建议',
  mineTitle: '我的反馈',
  mineEmpty: '还没有提交过反馈',
  received: '已收到',
  replied: '已回复',
  more: '展开',
} as const;
