import { fenToYuan, OrderStatus } from '@lucina/contracts';
import type { OrderRow } from '../../db/schema/index.js';

/** The sandbox cashier page: plain HTML with forms only (the CSP allows no inline script). */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2333;background:#f5f6fb}
main{max-width:360px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;text-align:center;box-shadow:0 4px 16px rgba(98,102,235,.12)}
h1{font-size:18px;margin:0 0 4px}.note{font-size:12px;color:#8a8fa3;margin:0 0 16px}.amount{font-size:32px;font-weight:600;color:#6266EB;margin:12px 0}
dl{text-align:left;font-size:14px;margin:16px 0}dt{color:#8a8fa3;float:left;width:72px}dd{margin:0 0 8px 72px;word-break:break-all}
button{width:100%;padding:11px 0;border:0;border-radius:8px;font-size:15px;cursor:pointer;margin-top:10px}
.pay{background:#6266EB;color:#fff}.cancel{background:#eef0f7;color:#1f2333}.state{font-size:16px;margin:16px 0}`;

const METHOD_NAME = { wechat: '微信支付', alipay: '支付宝' } as const;

export function cashierPage(input: {
  order: OrderRow | null;
  method: 'wechat' | 'alipay';
  payPath: string;
  cancelPath: string;
  message?: string;
}): string {
  const { order, method } = input;
  let body: string;
  if (!order) {
    body = `<h1>模拟收银台</h1><p class="state">订单不存在</p>`;
  } else {
    const details = `<div class="amount">¥${fenToYuan(order.amountFen)}</div><dl><dt>商品</dt><dd>${escapeHtml(order.subject)}</dd><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>支付方式</dt><dd>${METHOD_NAME[method]}</dd></dl>`;
    const hidden = `<input type="hidden" name="orderNo" value="${escapeHtml(order.orderNo)}"><input type="hidden" name="method" value="${method}">`;
    const state =
      order.status === OrderStatus.paid
        ? `<p class="state">支付成功，可以回到原页面查看</p>`
        : order.status === OrderStatus.closed
          ? `<p class="state">订单已关闭</p>`
          : `<form method="post" action="${escapeHtml(input.payPath)}">${hidden}<button class="pay" type="submit">支付</button></form>
<form method="post" action="${escapeHtml(input.cancelPath)}">${hidden}<button class="cancel" type="submit">取消</button></form>`;
    body = `<h1>模拟收银台</h1><p class="note">未配置真实支付通道，此页面模拟扫码后的${METHOD_NAME[method]}付款</p>${details}${input.message ? `<p class="state">${escapeHtml(input.message)}</p>` : ''}${state}`;
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟收银台</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
