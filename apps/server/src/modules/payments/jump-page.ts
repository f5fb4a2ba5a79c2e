import { fenToYuan, OrderStatus } from '@lucina/contracts';
import type { OrderRow } from '../../db/schema/index.js';

/**
 * Demo mode's phone cashier: what WeChat or Alipay shows after the jump from a phone page (or JSAPI's sheet
 * inside WeChat). Plain HTML with forms only (the CSP allows no inline script), laid out like the apps.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const APP = {
  wechat: { name: '微信支付', color: '#07C160', mark: '微' },
  alipay: { name: '支付宝', color: '#1677FF', mark: '支' },
} as const;

const style = (color: string) => `*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2333;background:#f2f3f5;min-height:100vh}
header{display:flex;align-items:center;gap:8px;padding:14px 16px;background:#fff;border-bottom:1px solid #eceef2;font-size:16px;font-weight:600}
.mark{display:inline-flex;width:24px;height:24px;border-radius:6px;background:${color};color:#fff;font-size:13px;align-items:center;justify-content:center}
main{max-width:480px;margin:0 auto;padding:24px 16px 32px}
.sheet{background:#fff;border-radius:14px;padding:28px 20px 20px;text-align:center}
.merchant{font-size:14px;color:#5c6170;margin:0}.amount{font-size:40px;font-weight:600;margin:10px 0 20px;letter-spacing:.5px}
.amount small{font-size:22px;margin-right:2px}
dl{margin:0;text-align:left;font-size:14px;border-top:1px solid #f0f1f4;padding-top:12px}
dl div{display:flex;justify-content:space-between;gap:16px;padding:6px 0}dt{color:#8a8fa3;flex:none}dd{margin:0;text-align:right;word-break:break-all}
button{display:block;width:100%;padding:13px 0;border:0;border-radius:10px;font-size:17px;cursor:pointer;margin-top:12px}
.pay{background:${color};color:#fff;margin-top:24px}.cancel{background:transparent;color:#5c6170;font-size:15px}
.note{font-size:12px;color:#8a8fa3;text-align:center;margin:16px 8px 0;line-height:1.6}.state{font-size:16px;margin:20px 0 4px}
a.back{display:block;margin-top:16px;color:${color};font-size:15px;text-decoration:none}`;

export function jumpPage(input: {
  order: OrderRow | null;
  method: 'wechat' | 'alipay';
  /** Our page the app returns to (checked by the caller to be this site). */
  returnUrl: string;
  payPath: string;
  cancelPath: string;
  problem?: string;
}): string {
  const { order, method } = input;
  const app = APP[method];
  let body: string;
  if (input.problem || !order) {
    body = `<div class="sheet"><p class="state">${escapeHtml(input.problem ?? '订单不存在')}</p><a class="back" href="${escapeHtml(input.returnUrl)}">返回商家页面</a></div>`;
  } else {
    const hidden = `<input type="hidden" name="orderNo" value="${escapeHtml(order.orderNo)}"><input type="hidden" name="method" value="${method}"><input type="hidden" name="return" value="${escapeHtml(input.returnUrl)}">`;
    const [yuan, fen] = fenToYuan(order.amountFen).split('.');
    const details = `<p class="merchant">Lucina 职业规划</p><div class="amount" data-testid="jump-amount"><small>¥</small>${yuan}.${fen}</div><dl><div><dt>商品</dt><dd>${escapeHtml(order.subject)}</dd></div><div><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></div><div><dt>付款方式</dt><dd>${app.name}（演示）</dd></div></dl>`;
    const actions =
      order.status === OrderStatus.pending
        ? `<form method="post" action="${escapeHtml(input.payPath)}">${hidden}<button class="pay" type="submit">确认支付</button></form><form method="post" action="${escapeHtml(input.cancelPath)}">${hidden}<button class="cancel" type="submit">取消</button></form>`
        : `<p class="state">${order.status === OrderStatus.paid ? '订单已支付' : '订单已关闭'}</p><a class="back" href="${escapeHtml(input.returnUrl)}">返回商家页面</a>`;
    body = `<div class="sheet">${details}${actions}</div>`;
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${app.name}</title><style>${style(app.color)}</style></head><body><header><span class="mark">${app.mark}</span>${app.name}</header><main>${body}<p class="note">演示环境：未配置真实支付通道，这里模拟跳转到${app.name}后的付款页面，不会扣款。</p></main></body></html>`;
}
