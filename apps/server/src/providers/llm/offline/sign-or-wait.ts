import type { Part } from './parts.js';

/*
 * '拿到的是国企offer，大厂那个还在等结果，要不要先签国企': one offer in hand with a deadline, one wanted more still
 * pending. A counsellor first asks the one in hand for more time and the pending one for an earlier answer; failing
 * that, signs the one in hand as a floor, after reading what breaking it costs (三方协议 违约金), because a pending
 * result may never come and the 秋招 window closes.
 */

/** Asked whether to sign the one in hand now. */
const SIGN =
  /(?:要不要|该不该|是不是)(?:先)?签(?:了)?([^，,。；;？?！!]{0,8})|先签(?:了)?([^，,。；;？?！!]{0,8}?)(?:还是|吗|么|呢)/u;
/** Another still pending. */
const PENDING =
  /(?:还在)?等(?:结果|消息|通知|回复|offer|意向书|oc)|结果(?:还)?没(?:出|下来)|还没(?:出结果|回复|消息)|在走流程|审批中|泡池子/iu;

/** The position between signing the offer in hand and waiting for the pending one; null when not asked. */
export function signOrWait(question: string): { part: Part; position: string } | null {
  const text = question.replace(/\s+/gu, '');
  const sign = SIGN.exec(text);
  if (!sign || !PENDING.test(text)) return null;
  const held = (sign[1] ?? sign[2] ?? '').replace(/(?:的)?(?:offer|三方|合同|协议|吗|么|呢)+$/iu, '') || '手上这份';
  const lines = [
    `**我更建议你先签${held}保底，同时争取时间**：还在等的结果可能晚到，也可能不来；手上的机会一过截止就没了。`,
    `- 先问${held}能否把签约截止延后一到两周，再礼貌地催还在等的那边，问清结果大概什么时候出。`,
    '- 签之前看清三方协议或录用协议里的违约金（多为几千元，少数写到一两万）和解约流程：之后等的那边真的录了，可以按约付违约金解约，提前算清这笔钱值不值。',
    '- 解约要尽早说、按流程办，别拖到入职前；学校的三方协议份数有限，换签前问清就业办的补办规定。',
  ];
  return {
    part: { lines, from: '先签保底还是等结果' },
    position: `先签${held}保底：先争取延期，签前看清违约金，等的那边录了再按约解约。`,
  };
}
