import { STATUS_ROADS, type StatusRoad, type StatusRoadName } from './content/status-roads.js';
import { bullets, type Part } from './parts.js';
import type { Body } from './result-body.js';

/*
 * A school status said as one's own fact (我是专升本的, 专升本上来的, 独立学院毕业的, 三本学会计的, 我复读过一年) beside
 * the question actually asked (考研, 考公, 保研, 找工作): what that status means for the road asked, from
 * content/status-roads.ts. The status is the asker's, not a road they weigh: its clause counts as circumstance in
 * choosing the entry (`STATUS_CLAUSE` in clause-role.ts).
 */

/** A status said of oneself: after 我是/我/本人, or with what follows from it (上来的, 毕业的, 出身, 学…的, 过). */
const STATUS_OWN =
  /(?:我是|我|本人|作为)(?:一个|一名|个)?(?:统招)?(专升本|二本|三本|双非|民办|独立学院|中外合作|延毕|复读)|(专升本|二本|三本|双非|民办|独立学院|中外合作(?:办学)?|延毕|复读)(?:上来|毕业|出身|过来|读|学|过|了|的|大[一二三四]|本科|生)/u;

/** The roads asked about, each by its words. */
const ROADS: ReadonlyArray<[StatusRoadName, RegExp]> = [
  ['保研', /保研|推免|夏令营/u],
  ['考研', /考研|读研|研究生|复试|硕士/u],
  ['考公考编', /考公|公务员|考编|选调|事业编|事业单位|国考|省考/u],
  ['找工作', /找工作|就业|工作|大厂|校招|秋招|春招|简历|面试|用人单位|企业|offer|单位/iu],
];

/** Asking what the status does to the road: 歧视, 认不认, 影响, 有戏, 能…吗. */
const ASKS_EFFECT =
  /歧视|看不起|认不认|认可|承认|认吗|影响|有戏|有希望|机会大|吃亏|卡|嫌弃|受限|限制|能(?:不能)?[^，。？?]{0,8}吗|可以[^，。？?]{0,8}吗|解释|怎么写/u;

/** The status said as one's own and the road asked, with the table's lines for the pair. */
export function statusRoad(question: string): { said: string; entry: StatusRoad } | null {
  const m = STATUS_OWN.exec(question);
  if (!m) return null;
  const said = (m[1] ?? m[2])!.replace(/办学$/u, '');
  const rest = question.slice(0, m.index) + '，' + question.slice(m.index + m[0].length);
  const asked = ROADS.filter(([, words]) => words.test(rest)).map(([road]) => road);
  for (const road of asked) {
    const entry = STATUS_ROADS.find((e) => e.road === road && e.status.test(said));
    if (entry) return { said, entry };
  }
  return null;
}

/** The part saying what the status means for the road asked; null when nothing of the table applies. */
export function statusPart(question: string): Part | null {
  const found = statusRoad(question);
  if (!found) return null;
  const { said, entry } = found;
  return {
    heading: `### ${said}对${entry.road}意味着什么`,
    lines: [...bullets(entry.lines), ...(entry.source ? [`【来源】${entry.source}`] : [])],
    from: `身份资料「${said}·${entry.road}」`,
  };
}

/**
 * Puts the part in: first when the question asks what the status does to the road ('考研会被歧视吗'), else right after
 * the entry's opening part. Not when the answer already speaks of that status under a heading of its own.
 */
export function placeStatusPart(b: Body, question: string): boolean {
  const part = statusPart(question);
  if (!part) return false;
  const said = part.heading!.replace(/^### /u, '').split('对')[0]!;
  if (b.parts.some((p) => p.heading?.includes(said) && !p.heading.includes('倾向'))) return false;
  if (ASKS_EFFECT.test(question)) b.parts.unshift(part);
  else b.parts.splice(Math.min(1, b.parts.length), 0, part);
  return true;
}
