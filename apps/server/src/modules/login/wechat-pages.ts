import { createHash } from 'node:crypto';
import type { WechatLoginMessage } from '@lucina/contracts';

/**
 * Pages shown inside the login modal's QR iframe. Our CSP allows scripts from our origin only,
 * so they carry no inline script: data sits in a JSON block that the relay script reads.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2333;text-align:center;background:#fff}
main{padding:16px 12px}h1{font-size:16px;margin:4px 0 12px}p{font-size:13px;color:#6b7080;margin:8px 0}
.note{font-size:12px;line-height:1.5;margin:8px auto 10px;max-width:250px}
svg{display:block;margin:0 auto;border:1px solid #e6e7f5;border-radius:8px}
input{width:180px;padding:7px 10px;border:1px solid #d9dbe9;border-radius:6px;font-size:14px}
button{margin-top:10px;width:204px;padding:9px 0;border:0;border-radius:6px;background:#6266EB;color:#fff;font-size:14px;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A QR-looking pattern derived from the state, so each frame looks fresh; it encodes nothing. */
function fakeQr(seed: string): string {
  const size = 21;
  const bits = createHash('sha512').update(seed).digest();
  const finders = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const;
  const cells: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const finder = finders.find(([fx, fy]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7);
      const [dx, dy] = finder ? [x - finder[0], y - finder[1]] : [0, 0];
      const i = y * size + x;
      const on = finder
        ? dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4)
        : ((bits[i % bits.length]! >> (i % 8)) & 1) === 1;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg width="144" height="144" viewBox="-1 -1 ${size + 2} ${size + 2}" role="img" aria-label="模拟二维码"><g fill="#1f2333">${cells.join('')}</g></svg>`;
}

/** Sandbox stand-in for WeChat's QR page: pressing the button plays a scan by a new WeChat user. */
export function sandboxPage(state: string, authorizePath: string): string {
  return page(
    '模拟扫码登录',
    `<h1>模拟扫码登录</h1>${fakeQr(state)}
<p class="note">演示环境：每次模拟扫码都是一个全新的微信身份，昵称仅用于显示。已有账号请用「手机登录」。</p>
<form method="get" action="${escapeHtml(authorizePath)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<input name="nickname" maxlength="20" value="微信用户" aria-label="微信昵称" placeholder="微信昵称"><br>
<button type="submit">模拟扫码登录</button></form>`,
  );
}

/** The callback page: hands `message` to the modal through the relay script, and says the outcome in words. */
export function callbackPage(input: { message: WechatLoginMessage; targetOrigin: string; relayPath: string }) {
  const text = Buffer.from(input.message.msg, 'base64').toString('utf8');
  const payload = JSON.stringify({ targetOrigin: input.targetOrigin, message: input.message }).replace(/</g, '\\u003c');
  return page(
    '微信登录',
    `<p>${escapeHtml(text)}</p><script type="application/json" id="payload">${payload}</script><script src="${escapeHtml(input.relayPath)}"></script>`,
  );
}

/** Served as a file (script-src 'self'): posts the payload's message to the embedding login modal only. */
export const RELAY_SCRIPT = `(function () {
  var el = document.getElementById('payload');
  if (!el) return;
  var data = JSON.parse(el.textContent || '{}');
  if (window.parent && window.parent !== window) window.parent.postMessage(data.message, data.targetOrigin);
})();
`;
