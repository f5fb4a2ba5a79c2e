/** The report dialog's texts: a locale of their own, loaded with the dialog, not with the chat. */
export const reportText = {
  title: '举报这条回答',
  intro: '告诉我们这条回答哪里有问题，我们会尽快核实处理。',
  reason: '举报原因',
  reasonRequired: '请选择举报原因',
  detail: '补充说明（选填）',
  detailPlaceholder: '比如哪句话有问题、为什么',
  submit: '提交举报',
  cancel: '取消',
} as const;
