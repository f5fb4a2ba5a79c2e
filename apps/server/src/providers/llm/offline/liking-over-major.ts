import { RIASEC_TYPES, type RiasecType } from '@lucina/contracts';
import type { KnowledgeBase } from './knowledge.js';
import { COMBINE, zoneFor } from './matches.js';
import { bullets, firstSentence, numbered, relevance, withoutAvoided, type Part } from './parts.js';
import { fitScore, interestWords } from './result.js';
import { occupationLink } from './sections.js';
import type { Body } from './result-body.js';
import type { Reading } from './understand.js';

/*
 * '我是学会计的，但我更喜欢画画和设计，以后能做什么': the asker names the major they study and, against it, what they
 * would rather do. Answered from the major's outlets, the liking they took the trouble to say is lost; a counsellor
 * starts from the liking (the jobs that do it) and keeps the major as the background it is (what carries over, the
 * road back). Bringing both together ('怎么结合') is interest-bridge.ts; weighing them ('会计还是设计') a decision.
 */

/** The liking set against the major: '但我更喜欢', '其实一直喜欢', '热爱', '对…更感兴趣'. */
const LIKES_MORE =
  /(?:但|可是|不过|其实|然而|却)[^，。,；;！？?]{0,10}(?:喜欢|爱|感兴趣|兴趣)|更(?:喜欢|爱|想做|感兴趣)|热爱|一直(?:都)?(?:很|挺)?(?:喜欢|爱)|特别(?:喜欢|爱)/u;
/** Asked what work it leads to, not whether to keep it as a hobby. */
const ASKS_WHAT =
  /(?:能|可以|适合|该|会)(?:做|干|从事|找|去)(?:什么|啥|哪)|做什么|干什么|干啥|什么工作|哪些工作|什么职业|哪些职业|出路|往哪|方向|怎么发展|发展吗|有可能|适合我/u;
/** Choosing between named things ('会计还是设计') is weighed as a decision, not answered here. */
const WEIGHS = /还是|选哪|哪个好/u;
/** The thing liked, as said: '更喜欢画画和设计' → '画画和设计'. */
const LIKED_PHRASE =
  /(?:喜欢|热爱|爱|感兴趣)(?:的是)?([^，。,；;！？?]{1,12}?)(?:，|。|,|；|！|？|\?|以后|将来|未来|有没有|能|可以|想|$)/u;
/** The thing liked said before the verb: '对数据分析更感兴趣' → '数据分析'. */
const INTEREST_IN = /对([^，。,；;！？?对]{1,10}?)(?:更|比较|很|特别|挺|最|也|还)?(?:感兴趣|有兴趣)/u;

/** What the asker said they like, trimmed of a trailing '的'. */
function likedPhrase(question: string): string {
  const m = INTEREST_IN.exec(question) ?? LIKED_PHRASE.exec(question);
  return (m?.[1] ?? '').replace(/^(?:上|于|去)/u, '').replace(/的$/u, '') || '你喜欢的事';
}

/**
 * A job the liking names by itself ('对数据分析更感兴趣' → 数据分析师): its own jobs lead, where a search of the
 * catalogue's summaries for the liking's letter ('分析', '研究') finds astronomers and coroners.
 */
function likedRoleJobs(kb: KnowledgeBase, reading: Reading, phrase: string) {
  const role = reading.roles.find((r) => [r.name, ...r.aliases].some((a) => a.length >= 2 && phrase.includes(a)));
  const jobs = (role?.codes ?? []).map((c) => kb.occupations.get(c)).filter((o) => o !== undefined);
  return { role, jobs };
}

/**
 * Jobs whose description does what was said ('烘焙' → 面包烘焙师), from the whole catalogue: a letter's best fits
 * alone miss them (a baker's RC is far down the R-led list), and one shared pair of characters is a common word.
 * Among those, the ones fitting the liking's letter first, then the ones nearest a graduate's preparation.
 */
function jobsDoing(kb: KnowledgeBase, reading: Reading, order: readonly RiasecType[], said: string) {
  const zone = zoneFor(reading);
  const ranked = [...kb.occupations.values()]
    .filter((o) => withoutAvoided([`${o.titleZh}${o.summaryZh}`], reading.slots.avoid).length > 0)
    .filter((o) => !reading.interests.dislike.includes(o.hollandCode[0] as RiasecType))
    .map((o) => ({ o, r: Math.min(relevance(`${o.titleZh}${o.summaryZh}`, said), 4) }))
    .filter((x) => x.r >= 2)
    .sort(
      (a, b) =>
        b.r - a.r ||
        fitScore(order, b.o.hollandCode) - fitScore(order, a.o.hollandCode) ||
        Math.abs(a.o.jobZone - zone) - Math.abs(b.o.jobZone - zone),
    )
    .map((x) => x.o);
  // A job led by the liking's letter does it as its work (编辑); one that only handles words (打字员) does not, and
  // is left out where enough jobs are led by it.
  const led = ranked.filter((o) => o.hollandCode.slice(0, 2).includes(order[0]!));
  return (led.length >= 2 ? led : ranked).slice(0, 5);
}

/** The liking leads and the major is background, or null unless the question sets a liking against its major. */
export function likingOverMajor(kb: KnowledgeBase, reading: Reading, question: string): Body | null {
  const major = reading.slots.ownMajor ?? reading.majors[0];
  if (!major || reading.options.length || COMBINE.test(question) || WEIGHS.test(question)) return null;
  if (!LIKES_MORE.test(question) || !ASKS_WHAT.test(question)) return null;
  const theirs = major.riasec[0] as RiasecType;
  const liked = reading.interests.like.find((l) => l !== theirs);
  const words = interestWords(question);
  if (!liked || !words.length) return null;
  const said = words.join(' ');
  const order = [liked, theirs, ...RIASEC_TYPES.filter((t) => t !== liked && t !== theirs)];
  const phrase = likedPhrase(question);
  const named = likedRoleJobs(kb, reading, phrase);
  const doing = named.jobs.length >= 2 ? named.jobs.slice(0, 5) : jobsDoing(kb, reading, order, said);
  if (doing.length < 2) return null;
  const outlets = major.outlets.map((o) => o.name.replace(/（[^）]*）/gu, '')).slice(0, 3);
  const parts: Part[] = [
    {
      lines: [
        `**从你更喜欢的${phrase}出发**：${major.name}是你的底子，不是限制。先看做这件事的职业，再看${major.name}的积累怎么用上。`,
      ],
      from: `专业资料「${major.name}」`,
    },
    {
      heading: `### 和“${phrase}”相关的职业`,
      lines: numbered(
        doing.map((o) => `${occupationLink(o)}：${firstSentence(o.summaryZh)}（兴趣代码 ${o.hollandCode}）`),
      ),
      from: named.role ? `职业卡片「${named.role.name}」` : '职业资料按你说的兴趣检索',
    },
    ...(named.role
      ? [
          {
            heading: `### 转去做${named.role.name}`,
            lines: bullets([named.role.entry, ...(named.role.intern ?? []).slice(0, 1)]),
            from: `职业卡片「${named.role.name}」`,
          },
        ]
      : []),
    {
      heading: `### ${major.name}这边怎么安排`,
      lines: bullets([
        `${major.name}学到的${major.skills.slice(0, 3).join('、')}不会白学：转方向时，它们是你和只学过一边的人拉开差距的地方。`,
        `在读的，主干课照常学好、拿到学位；${major.name}常见的去向（${outlets.join('、')}）是你的退路，兴趣方向做出成果后再决定是否全职转过去。`,
      ]),
      from: `专业资料「${major.name}」`,
    },
    {
      heading: '### 怎么开始',
      lines: bullets([
        `先做出能拿给人看的东西：${phrase}方向的作品、作品集或成品，比“我喜欢”更能说服招聘方。`,
        '找一段相关的实习、兼职或接几个小单，验证每天做这件事你是否仍然喜欢、有没有人愿意付费。',
        '需要系统补课的，可以选辅修、第二学位、跨专业考研或正规的职业培训，先问清招聘方认不认。',
        '找一两位正在做这行的人聊聊（校友、学长学姐），问入行门槛和真实的一天。',
      ]),
      from: '通用的求职方法',
    },
  ];
  return { parts, readAs: `${major.name}背景下，从你更喜欢的${phrase}出发`, majorAside: true };
}
