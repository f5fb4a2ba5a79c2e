export const supportText = {
  customerService: {
    title: '联系专属顾问',
    text: '使用微信扫描二维码，添加 Lucina 专属顾问，一对一为你解答服务内容、价格与报名流程。',
    /** On a phone the code cannot be scanned: the QR says how (长按识别 or 保存图片), this line says what for. */
    textPhone: '添加 Lucina 专属顾问，一对一为你解答服务内容、价格与报名流程。',
    done: '完成',
    qrLabel: '专属顾问二维码',
  },
  miniProgram: {
    banner: '在小程序中打开，体验更流畅',
    open: '打开小程序',
    dismiss: '关闭提示',
    title: '打开 Lucina 小程序',
    text: '长按识别或使用微信扫描二维码，即可在小程序中继续使用 Lucina。',
    qrLabel: 'Lucina 小程序二维码',
    done: '完成',
  },
} as const;
