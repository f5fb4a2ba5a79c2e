/*
 * Which part of a question is the ask and which is circumstance. '我很内向，群面怎么办' states a trait, then asks about
 * 群面: the trait shapes the answer, the ask chooses its entry. '除了当老师和考公，师范生还有什么出路' lists what is
 * ruled out: nothing in that list is asked about.
 */

/** Words that ask, or say what the asker wants to do: a clause with one is part of the ask. */
export const ASKING =
  /[？?]|怎么|如何|什么|哪|[吗呢嘛]|要不要|该不该|能不能|可不可以|是否|多久|几年|几月|多长时间|来得及|早不早|有没有|建议|求|想|打算|准备|选/u;

/** The clauses of a text with where each starts. */
function clausesOf(text: string): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  const re = /[^，。,；;！!？?\n]+[，。,；;！!？?\n]*/gu;
  for (const m of text.matchAll(re)) out.push({ at: m.index, text: m[0] });
  return out;
}

/**
 * A clause about the asker themself: said of 我 ('我很内向', '我32岁了'), a trait ('性格内向', 'i人一枚', '社恐'), or who
 * they are in a few words ('双非本科', '二本学生', '文科生'). Not a thing the question goes on to ask about ('年终奖没
 * 写进合同，离职前能拿到吗', '只有课设和大作业，能当项目经历写吗'): that is the subject, said first.
 */
const ABOUT_SELF = /^(?:我|本人|自己|作为|身为)|性格|(?<![a-z])[ie]人|社恐/u;
const WHO_I_AM = /^[\p{Script=Han}\d]{1,5}(?:生|本科|专科|学历|学生)[，。,；;！!？?\n]*$/u;
/**
 * A school status said as one's own in a clause of its own ('专升本上来的', '独立学院毕业的', '三本学会计的', '延毕了一年'):
 * who the asker is, not a road they weigh.
 */
export const STATUS_CLAUSE =
  /^(?:我是|我|本人|作为)?(?:一个|一名|个)?(?:统招)?(?:专升本|二本|三本|双非|民办|独立学院|大专|专科|中外合作(?:办学)?|延毕|延期毕业|复读)[^，。,；;！!？?\n]{0,8}[，。,；;！!？?\n]*$/u;

/**
 * Whether the place `at` lies in a clause that only states who the asker is ('我很内向', '双非本科', '我是文科生')
 * while another clause of the question asks. A question of one clause has no circumstance apart from its ask.
 */
export function inStatedClause(text: string, at: number): boolean {
  const clauses = clausesOf(text);
  if (clauses.length < 2) return false;
  const own = clauses.find((c) => at >= c.at && at < c.at + c.text.length);
  return Boolean(
    own &&
    !ASKING.test(own.text) &&
    (ABOUT_SELF.test(own.text) || WHO_I_AM.test(own.text) || STATUS_CLAUSE.test(own.text)) &&
    clauses.some((c) => c !== own && ASKING.test(c.text)),
  );
}

/** A clause that says what stands in the way ('但是绩点不够', '可是英语太差'): a shortfall after a turn. */
const OBSTACLE =
  /^(?:但是?|可是?|不过|只是|然而)[^，。,；;！!？?\n]*(?:不够|不足|太低|太差|不好|不行|不高|没有|没|差)/u;
/** A clause saying what the asker wants ('想转专业到计算机'). */
const WANTS = /想|打算|准备|希望|计划/u;

/**
 * Whether the place `at` lies in a clause that says what stands in the way of what an earlier clause wants
 * ('想转专业到计算机，但是绩点不够，还有别的办法吗'): the way wanted is the ask, and the shortfall its condition.
 * '绩点不够怎么办' alone asks about the shortfall itself.
 */
export function inObstacleClause(text: string, at: number): boolean {
  const clauses = clausesOf(text);
  const i = clauses.findIndex((c) => at >= c.at && at < c.at + c.text.length);
  return i > 0 && OBSTACLE.test(clauses[i]!.text) && clauses.slice(0, i).some((c) => WANTS.test(c.text));
}

/** Where a term was met, then the term asked about: 'offer比较里说的签字费是什么', '合同上写的竞业限制是什么意思'. */
const MET_IN =
  /(?:里|中|上)(?:说|提到|写|讲|看到|出现)的?(?=[^，。？?]{2,12}?(?:是什么|是啥|什么意思|啥意思|指什么|指的是|怎么理解))/u;

/**
 * Whether the place `at` lies in where a term was met rather than in the term asked about ('offer比较里说的签字费是什么'):
 * the page or paper is the setting, the term is the ask.
 */
export function inMetInPhrase(text: string, at: number): boolean {
  const m = MET_IN.exec(text);
  return Boolean(m && at < m.index);
}

/** Whether the place `at` lies in a clause that asks or says what the asker wants ('想换到计算机'). */
export function inAskingClause(text: string, at: number): boolean {
  const own = clausesOf(text).find((c) => at >= c.at && at < c.at + c.text.length);
  return Boolean(own && ASKING.test(own.text));
}

/**
 * What a ruling-out word covers: '除了当老师和考公' every item of its list, up to where the clause goes on to ask or
 * to say what is wanted ('除了考编还能去哪', '不想考研想直接工作'). Asking whether ('要不要', '想不想') rules nothing out.
 */
const RULED_OUT_LIST =
  /(?<![要想愿考打该])(?:除了|不想|不愿意?|不要|不考虑|不打算|排除掉?|不喜欢)((?:(?!还|也|想|能|可以|但|却|之外|以外|有什么|有没有|有哪些|有啥|什么|怎么|哪)[^，。,；;！!？?])+)/gu;

/** What each ruling-out word covers, whole ('除了考研和当心理咨询师' → '考研和当心理咨询师'). */
export const ruledOutLists = (text: string): string[] => [...text.matchAll(RULED_OUT_LIST)].map((m) => m[1]!);

/** Whether the place `at` lies inside what a ruling-out word covers. */
export function inRuledOutList(text: string, at: number): boolean {
  for (const m of text.matchAll(RULED_OUT_LIST)) {
    const from = m.index + m[0].length - m[1]!.length;
    if (at >= from && at < m.index + m[0].length) return true;
  }
  return false;
}

/** '如果工作，…', '跳的话，…', '要是去私企，…': the ask that follows a supposed outcome. */
const SUPPOSED =
  /(?:^|[？?。！!；;，,])(?:如果|要是|假如|万一)?([^，,。？?！!；;]{1,8}?)(?:的话[，,]?|[，,])([^。？?！!；;]{3,24})[？?]?\s*$/u;
/** A second ask after a first that ended in a question mark: '选国企还是私企？如果去私企，谈薪要注意什么'. */
const AFTER_FIRST = /^([^？?]{2,30}[？?])\s*(.+)$/u;
/**
 * A second ask after a first said without a question mark, where the first asks whether or which and the second
 * starts from its outcome: '我在纠结要不要考研，考的话数学从哪开始复习'.
 */
const AFTER_WHETHER =
  /^([^，,。？?！!；;]{0,20}(?:要不要|该不该|是不是该|还是|值不值得?)[^，,。？?！!；;]{1,12})[，,]\s*((?:如果|要是|假如)?[^，,。？?！!；;]{1,6}的话.+)$/u;

/**
 * The two asks of a question whose second starts from the first's outcome ('要不要考教资？考的话要准备多久'): the
 * first ask as said, the second's own words, and the outcome it supposes, in the first's words where the supposition
 * only repeats its verb ('考的话' after '要不要考研' supposes 考研). Null when the question asks once.
 */
export function twoAsks(question: string): { first: string; second: string; outcome: string } | null {
  const text = question.trim();
  const split = AFTER_FIRST.exec(text) ?? AFTER_WHETHER.exec(text);
  const [, first, rest] = split ?? [];
  if (!first || !rest || !/如果|要是|假如|的话/u.test(rest)) return null;
  const [, supposed = '', second] = SUPPOSED.exec(rest) ?? [];
  if (!second?.trim()) return null;
  const verb = supposed.replace(/^(?:要|真|真的|想|打算)/u, '');
  const at = Array.from(verb).length === 1 ? first.lastIndexOf(verb) : -1;
  const outcome = at >= 0 ? first.slice(at).replace(/[？?！!。吗呢啊]+$/u, '') : verb;
  return { first, second: second.trim(), outcome };
}
