import { fenToYuan } from '@lucina/contracts';
import type { DataCopy } from './data-copy.repository.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything shown came from the user or the model: escaped, so the file opened in a browser runs nothing. */
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const when = (d: Date | null | undefined) =>
  d ? d.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '—';

const ORDER_STATUS: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };

function table(head: string[], rows: unknown[][]) {
  if (!rows.length) return '<p class="empty">无</p>';
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

const section = (title: string, body: string) => `<section><h2>${esc(title)}</h2>${body}</section>`;

/** The readable half of the copy: one self-contained page (no scripts, no outside files), the same data as data.json. */
export function renderDataCopyHtml(data: DataCopy, createdAt: Date) {
  const p = data.profile;
  const profile = table(
    ['项目', '内容'],
    [
      ['昵称', p.nickname],
      ['手机号', p.phone ?? '—'],
      ['邮箱', p.email ?? '—'],
      ['已绑定微信', p.wechatOpenId ? '是' : '否'],
      ['会员等级', p.memberLevel],
      ['会员到期', when(p.memberEndTime)],
      ['剩余对话次数', p.chatCount],
      ['邀请码', p.inviteCode],
      ['注册时间', when(p.createdAt)],
    ],
  );
  const background = data.background
    .map(
      (b) =>
        `<pre>${esc(JSON.stringify(b.answers, null, 2))}</pre><p class="meta">填写于 ${esc(when(b.createdAt))}</p>`,
    )
    .join('');
  const conversations = data.conversations
    .map(
      (c) =>
        `<article><h3>${esc(c.title)}</h3><p class="meta">创建于 ${esc(when(c.createdAt))}${c.deletedAt ? '（已删除）' : ''}</p>` +
        c.messages
          .map((m) => `<div class="msg ${m.role}"><b>${m.role === 'user' ? '我' : 'AI'}</b>：${esc(m.content)}</div>`)
          .join('') +
        '</article>',
    )
    .join('');
  const records = data.records
    .map(
      (r) =>
        `<article><h3>测评记录 ${esc(when(r.createdAt))}</h3>` +
        `<p>状态：${r.status === 'submitted' ? '已完成' : '未完成'}；霍兰德代码：${esc(r.hollandCode ?? '—')}；作答 ${r.answers.length} 题${r.unlockedBy ? '；已解锁完整报告' : ''}</p>` +
        (r.narrative ? `<h4>AI 解读（由 AI 生成，仅供参考）</h4><div class="msg">${esc(r.narrative)}</div>` : '') +
        r.resumes.map((s) => `<h4>简历：${esc(s.fileName)}</h4><div class="msg">${esc(s.text)}</div>`).join('') +
        '</article>',
    )
    .join('');
  const orders = table(
    ['订单号', '内容', '实付（元）', '状态', '下单时间', '退款'],
    data.orders.map((o) => [
      o.orderNo,
      o.subject,
      fenToYuan(o.amountFen),
      ORDER_STATUS[o.status] ?? o.status,
      when(o.createdAt),
      o.refunds.map((f) => `${fenToYuan(f.amountFen)} 元（${f.status}）`).join('；') || '—',
    ]),
  );
  const coupons = table(
    ['名称', '说明', '有效期至', '使用时间'],
    data.coupons.map((c) => [c.name, c.description, when(c.validUntil), when(c.usedAt)]),
  );
  const messages = table(
    ['标题', '内容', '时间', '已读'],
    data.messages.map((m) => [m.title, m.content, when(m.createdAt), m.readAt ? '是' : '否']),
  );
  const feedbacks = table(
    ['反馈', '回复', '时间'],
    data.feedbacks.map((f) => [f.content, f.replies.map((r) => r.content).join('；') || '—', when(f.createdAt)]),
  );
  const consents = table(
    ['用户协议版本', '隐私政策版本', '同意时间'],
    data.consents.map((c) => [c.agreementVersion, c.privacyVersion, when(c.acceptedAt)]),
  );
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lucina 个人数据副本</title>
<style>
body{font:15px/1.7 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;max-width:880px;margin:0 auto;padding:16px}
h1{font-size:22px}h2{font-size:18px;border-bottom:1px solid #e5e5e5;padding-bottom:4px;margin-top:32px}h3{font-size:16px;margin-bottom:4px}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #e5e5e5;padding:6px 8px;text-align:left;vertical-align:top;word-break:break-word}
th{background:#fafafa}.meta,.empty{color:#595959;font-size:13px}.msg{white-space:pre-wrap;margin:6px 0;padding:8px;background:#f7f7f8;border-radius:6px}
.msg.user{background:#eef4ff}pre{white-space:pre-wrap;background:#f7f7f8;padding:8px;border-radius:6px}
</style></head><body>
<h1>Lucina 个人数据副本</h1>
<p class="meta">生成于 ${esc(when(createdAt))}。本文件与同一压缩包中的 data.json 内容相同，可直接用浏览器打开。请妥善保管，不要发给他人。</p>
${section('账号资料', profile)}
${section('背景信息', background || '<p class="empty">无</p>')}
${section(`对话（${data.conversations.length}）`, conversations || '<p class="empty">无</p>')}
${section(`测评记录与报告（${data.records.length}）`, records || '<p class="empty">无</p>')}
${section(`订单（${data.orders.length}）`, orders)}
${section(`优惠券（${data.coupons.length}）`, coupons)}
${section(`消息（${data.messages.length}）`, messages)}
${section(`反馈（${data.feedbacks.length}）`, feedbacks)}
${section('协议同意记录', consents)}
</body></html>
`;
}
