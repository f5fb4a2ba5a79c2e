import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import type { Topic } from './content/schema.js';
import { withoutAvoided, type Part } from './parts.js';
import { namedJobs, searchJobs } from './named.js';

/**
 * Words that say the asker wants out of what they do now, or has been let go ('36岁做行政被裁了怎么办'): either way
 * the next step starts from where people in that job usually go.
 */
const LEAVING =
  /被裁|裁员|被优化|被辞退|失业了|下岗|转行|转岗|转型|换行|换个行业|换赛道|能转|转什么|转去|转到|转做|想转|跳出|没什么前途|没前途|不想干了|不想做了|厌倦|干够了|做够了|干腻了|干不下去|做不下去|想离开|离开(?:医院|学校|银行|工厂|单位|体制|这行)|换(?:个|份|一个|一份)?(?!城市|地方|公司|单位|部门|家)[^，。,？?！!]{0,8}(?:工作|活儿?)|想出来(?=[，。,？?！!\s]|$|找|做|干|闯|换)/u;

/** Being let go, a kind of leaving where the job is often said in a short word no card holds ('做行政被裁了'). */
const LAID_OFF = /被裁|裁员|被优化|被辞退|失业了|下岗/u;

/** The card with written moves that draws on an occupation the text reaches by its words ('行政' → 行政主管). */
function cardOfOccupation(kb: KnowledgeBase, text: string): Role | null {
  for (const o of searchJobs(kb, text)) {
    const role = kb.roles.find((r) => r.moves?.length && r.codes.includes(o.code));
    if (role) return role;
  }
  return null;
}

const factOf = (profile: ChatProfile, label: string) =>
  profile.facts?.find((f) => f.startsWith(`${label}：`))?.slice(label.length + 1);

/**
 * The job a career changer is leaving: one named before they say they want out ('当了五年老师，转行…'), else
 * the job in their profile. Only jobs with written moves count: the rest have nothing specific to add.
 */
export function originRole(kb: KnowledgeBase, question: string, profile: ChatProfile): Role | null {
  const leaving = [...question.matchAll(new RegExp(LEAVING.source, 'gu'))].map((m) => m.index);
  if (!leaving.length) return null;
  const before = (at: number) => namedJobs(kb, question.slice(0, at)).roles;
  const own = factOf(profile, '职业');
  const fromProfile = own ? namedJobs(kb, own).roles : [];
  // '干了一年审核，想跳出来，审核员能转什么岗': the job is named only before a later word of leaving; the profile's
  // own job still comes first, since a job named late may be where they want to go.
  const later = leaving.slice(1).flatMap(before);
  const found = [...before(leaving[0]!), ...fromProfile, ...later].find((r) => r.moves?.length);
  if (found || !LAID_OFF.test(question)) return found ?? null;
  // Only for a layoff: a career changer's short word may name where they want to go, not what they leave.
  return cardOfOccupation(kb, question.slice(0, leaving.at(-1)));
}

/**
 * The jobs named before the first word of leaving ('在银行做柜员8年被裁员了' names 银行 and 柜员): where the asker
 * comes from, never where they want to go.
 */
export function namedBeforeLeaving(kb: KnowledgeBase, question: string): Role[] {
  const at = question.search(LEAVING);
  return at < 0 ? [] : namedJobs(kb, question.slice(0, at)).roles;
}

/** Where people in that job commonly go, each with the experience that carries over: numbered, to point at. */
export function movesPart(role: Role, avoid: readonly string[]): Part | null {
  const moves = (role.moves ?? []).filter((m) => withoutAvoided([m.to], avoid).length);
  if (!moves.length) return null;
  // '不想再做销售了': the job ruled out is not named again.
  const from = withoutAvoided([role.name], avoid).length ? role.name : '原来的工作';
  return {
    heading: `### 从${from}出发，常见的转向`,
    // Cards are written apart, some with the full stop and some without: one stop either way.
    lines: moves.map((m, i) => `${i + 1}. **${m.to}**：${m.why.replace(/[。.]+$/u, '')}。`),
    from: `职业卡片「${role.name}」的常见转向`,
  };
}

/** The job the asker holds, named in the question (a card's name, or a short word such as 行政) or their profile. */
export function stuckInRole(kb: KnowledgeBase, topic: Topic, question: string, profile: ChatProfile): Role | null {
  // Only a topic about being stuck in one's job (`stuckInJob`) goes on to where people in it usually go.
  if (!topic.stuckInJob) return null;
  const own = factOf(profile, '职业');
  const named = [...namedJobs(kb, question).roles, ...(own ? namedJobs(kb, own).roles : [])];
  return named.find((r) => r.moves?.length) ?? cardOfOccupation(kb, question);
}
