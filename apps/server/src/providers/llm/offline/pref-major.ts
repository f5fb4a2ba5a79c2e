import type { Topic } from './content/schema.js';
import { numbered, type Part } from './parts.js';
import { withoutAvoided } from './ruled-out.js';
import type { Reading } from './understand.js';

/*
 * '我学的是电气工程，不想天天坐办公室', '学土木的，不想经常出差' and '会计专业，想要稳定点': a condition on the work asked with the asker's own
 * major. The condition's families are general; the major's own outlets that meet it (or that do not break it) come
 * first, so the answer is about the asker's field and nothing ruled out by the condition is put forward.
 */

/** Work done on site, in the field or moving about: what '不坐办公室' asks for. */
const ON_SITE = /运维|运行|调试|现场|工地|施工|驻|巡|检修|维护|采样|监测|检测|勘察|养护|外勤|安装|线下|拜访|野外|一线/u;
/** Work that takes one away from home for days: what '不想出差' rules out. */
const AWAY = /出差|驻|工地|跟着项目|换城市|野外|外地|常驻|项目现场/u;

/** Work at a stable employer, the kinds '想要稳定点' asks for: the state sector, banks, public hospitals and schools. */
const STABLE_EMPLOYER =
  /国企|央企|国有|银行|事业单位|事业编|编制|机关|公务员|电网|烟草|石油|医院|学校|高校|财政|税务局|审计局/u;

/** For each condition topic read this way, whether an outlet's words meet it. */
const MEETS: Record<string, (text: string) => boolean> = {
  'pref-outdoor': (text) => ON_SITE.test(text),
  'pref-no-travel': (text) => !AWAY.test(text),
  'pref-stable': (text) => STABLE_EMPLOYER.test(text),
};

/** The asker's major's outlets that meet the condition asked, or null when it names no major or none meets it. */
export function prefMajorPart(reading: Reading, topic: Topic): Part | null {
  const meets = MEETS[topic.id];
  const m = reading.slots.ownMajor ?? reading.majors[0];
  if (!meets || !m) return null;
  const outlets = m.outlets
    .filter((o) => meets(`${o.name}${o.detail}`))
    .filter((o) => withoutAvoided([`${o.name}${o.detail}`], reading.slots.avoid).length)
    .slice(0, 4);
  if (!outlets.length) return null;
  return {
    heading: `### 你学的${m.name}里，合“${topic.name}”的方向`,
    lines: numbered(outlets.map((o) => `**${o.name}**：${o.detail}`)),
    from: `专业资料「${m.name}」`,
  };
}
