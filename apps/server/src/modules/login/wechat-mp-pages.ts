/**
 * The sandbox stand-in for WeChat's authorisation page, as a phone shows it inside WeChat: who asks, for what,
 * and 允许 / 拒绝. No script (our CSP allows none inline); the buttons are a plain GET form.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#191919;background:#f7f7f7}
main{max-width:480px;margin:0 auto;min-height:100vh;display:flex;flex-direction:column;padding:48px 24px 32px;background:#fff}
.app{display:flex;align-items:center;gap:12px;font-size:17px;font-weight:600}
.logo{width:40px;height:40px;border-radius:8px;background:#6266EB;color:#fff;display:flex;align-items:center;justify-content:center;font-size:20px}
.note{margin:12px 0 0;font-size:12px;color:#8c8c8c;line-height:1.6}
h1{font-size:17px;font-weight:600;margin:32px 0 12px}
.scope{padding:16px 0;border-top:1px solid #eee;border-bottom:1px solid #eee;font-size:15px;color:#555}
.who{display:flex;align-items:center;gap:12px;margin-top:16px;font-size:15px}
.avatar{width:44px;height:44px;border-radius:6px;background:#d9d9d9}
form{margin-top:auto;display:flex;flex-direction:column;gap:12px;padding-top:32px}
button{height:48px;border:0;border-radius:8px;font-size:17px;font-weight:600;cursor:pointer}
.allow{background:#07c160;color:#fff}.deny{background:#f2f2f2;color:#07c160}`;

export function mpSandboxPage(state: string, decidePath: string): string {
  const body = `<div class="app"><span class="logo" aria-hidden="true">L</span>Lucina AI 职业规划师</div>
<p class="note">演示环境：这是微信授权页的模拟。点「允许」相当于一个全新的微信用户授权登录，不会关联任何已有账号。</p>
<h1>申请获取以下权限</h1>
<div class="scope">获得你的公开信息（昵称、头像等）</div>
<div class="who"><span class="avatar" aria-hidden="true"></span>微信用户<br></div>
<form method="get" action="${escapeHtml(decidePath)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<button class="allow" type="submit" name="decision" value="allow">允许</button>
<button class="deny" type="submit" name="decision" value="deny">拒绝</button></form>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>微信授权</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
