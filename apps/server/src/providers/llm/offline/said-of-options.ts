/*
 * What the asker says of each option they weigh ('外企钱多但不稳定，国企稳定钱少'), apart from what they say of
 * themselves ('我更在意稳定'): a word said of an option describes it, and only the asker's own words say what they
 * want. The position then follows the options' sides that the asker's wants fall on, and says what they would trade.
 */

export type Side = 'money' | 'stable' | 'rest' | 'home' | 'growth';

/**
 * How an option's side is said, the negated forms first ('不稳定' before '稳定', '不加班' before '加班'), each with
 * whether it is for the option (+1) or against it (-1).
 */
const SIDES: Array<[Side, RegExp, 1 | -1]> = [
  ['money', /钱少|(?:工资|薪资|薪水|收入|待遇|钱)(?:低|少|一般|差|不高|不多)|涨薪慢/gu, -1],
  ['money', /钱多|(?:工资|薪资|薪水|收入|待遇)(?:高|多|好)|高薪|涨薪快|给得多/gu, 1],
  ['stable', /不(?:太|够)?稳定|没(?:有)?编制|不是正式|(?:可能|随时|会)?倒闭|(?:经常|会)?裁员|35岁危机/gu, -1],
  ['stable', /稳定|有编制|编制|铁饭碗|正式员工|正式岗/gu, 1],
  ['rest', /不加班|准点下班|按时下班|双休|轻松|清闲|寒暑假|不累|朝九晚[五六]/gu, 1],
  ['rest', /加班|996|大小周|压力大|很累|太累/gu, -1],
  ['home', /离家(?:太|很|比较)?远/gu, -1],
  ['home', /离家(?:很|比较)?近|家门口|家附近/gu, 1],
  ['growth', /学不到(?:东西)?|没(?:什么|啥)?成长|螺丝钉|没前途/gu, -1],
  ['growth', /成长快|学得到东西|能学东西|学东西多|平台大|大平台|机会多|前景好/gu, 1],
];

/** What the asker says they want, by the side of an option it asks for. */
const WANTS: Array<[Side, RegExp]> = [
  ['stable', /稳定|求稳|安稳|怕被裁|怕裁员|不想折腾|怕风险|房贷|还贷/u],
  ['money', /赚钱|攒钱|攒点钱|多挣|钱|收入|涨薪|涨工资|加薪|房贷|还贷|条件一般|条件不好|经济/u],
  ['rest', /不想加班|怕加班|讨厌加班|(?<!父母|爸妈|家人|老人)身体不(?:太)?好|怕累|怕压力|生活节奏/u],
  ['home', /父母|爸妈|独生|照顾家|顾家|家里需要|陪(?:陪)?(?:家人|家里人|孩子|老人)|多陪|离家近点?/u],
  ['growth', /成长|学东西|趁年轻|发展|晋升|升职|闯/u],
];

/** A clause that starts with a side, so it goes on describing the option named before it. */
const GOES_ON = new RegExp(
  `^(?:也|还|又|很|比较|特别|更|就是|有点?|可能|随时|天天|经常|总是|常常|像|是)?(?:${SIDES.map(([, re]) => re.source).join('|')})`,
  'u',
);

/** A want said as what it asks of an option. */
const WANTED: Record<Side, string> = {
  money: '收入',
  stable: '稳定',
  rest: '不加班、压力小',
  home: '离家近、能照顾家里',
  growth: '成长',
};

/** A clause the asker says of themselves, not of an option. */
const ASKER = /^(?:我|本人|自己|家里|家人|父母|爸妈)/u;

export interface SaidOfOptions {
  /** Per option, the sides said of it, each with the words that said it. */
  sides: Array<Array<{ side: Side; sign: 1 | -1; words: string }>>;
  /** What the asker wants, with their words, read only from what they said of themselves. */
  wants: Array<{ side: Side; words: string }>;
  /** The text without the clauses said of an option: what the asker said of themselves and the asking. */
  rest: string;
}

/**
 * The sides said of each option (named by any of its words, or as '一个…另一个…' in their order) and what the asker
 * wants. A clause goes on describing the option its sentence last named until the asker speaks of themselves.
 */
export function saidOfOptions(
  text: string,
  names: ReadonlyArray<readonly string[]>,
  /** Whether '一个…另一个…' names the options in their order: only when they are the asker's own two. */
  ordinal = true,
): SaidOfOptions {
  const sides: SaidOfOptions['sides'] = names.map(() => []);
  const wants: SaidOfOptions['wants'] = [];
  const rest: string[] = [];
  const named = (piece: string) =>
    names.flatMap((ns, i) => (ns.some((n) => Array.from(n).length >= 2 && piece.includes(n)) ? [i] : []));
  let counted = 0;
  for (const sentence of text.split(/[。！？!?；;\n]/u)) {
    let about: number | null = null;
    for (const piece of sentence.split(/[，,、]|但是|但|而且|而|却|可是|不过/u)) {
      const one = ordinal && /^(?:另一?个|一个)(?:是)?/u.test(piece) && counted < names.length ? counted++ : null;
      const found = named(piece);
      if (ASKER.test(piece)) about = null;
      else if (one !== null) about = one;
      // Both named in one clause ('外企和国企的offer') says nothing of either.
      else if (found.length === 1) about = found[0]!;
      else if (found.length > 1) about = null;
      // A clause goes on about the option before only when it starts with what it says of it ('外企钱多，但不稳定');
      // one that starts with something else ('小公司正式员工钱少') is about that.
      else if (!GOES_ON.test(piece)) about = null;
      const read = about === null ? [] : readSides(piece);
      if (read.length) sides[about!]!.push(...read);
      else {
        rest.push(piece);
        if (ASKER.test(piece) || /我/u.test(piece))
          for (const [side, re] of WANTS) {
            const m = re.exec(piece);
            if (m && !wants.some((w) => w.side === side)) wants.push({ side, words: wantWords(piece, m) });
            else if (m && !wants.some((w) => w.words === wantWords(piece, m)))
              wants.find((w) => w.side === side)!.words += `”“${wantWords(piece, m)}`;
          }
      }
    }
    rest.push('。');
  }
  return { sides, wants, rest: rest.join('，') };
}

/** The sides a clause says of an option, each matched once. */
function readSides(piece: string): Array<{ side: Side; sign: 1 | -1; words: string }> {
  let left = piece;
  const out: Array<{ side: Side; sign: 1 | -1; words: string }> = [];
  for (const [side, re, sign] of SIDES)
    left = left.replace(re, (m) => {
      // An age said as a figure ('35岁危机') is quoted as what it means, not as a number the answer would have to source.
      out.push({ side, sign, words: m.replace(/\d+岁/u, '大龄') });
      return '，';
    });
  return out;
}

/** The asker's words for a want: the clause from where the want is said, short ('我更在意稳定' → 更在意稳定). */
function wantWords(piece: string, m: RegExpExecArray): string {
  const from = piece.replace(/^(?:我|本人|自己)(?:是|也|比较|最|就|又)?/u, '');
  return Array.from(from).length <= 12 ? from : m[0];
}

/**
 * The option the asker's wants favour by what they said of the options, with the sentence saying why and what they
 * would trade; or, with sides said of both but no want, the trade itself with the steadier option as the default.
 * Null when nothing was said of the options or it does not decide.
 */
export function weighSaid(
  said: SaidOfOptions,
  labels: readonly string[],
): { pick: number; reason: string; decided: boolean } | null {
  const { sides, wants } = said;
  if (sides.filter((s) => s.length).length < 2 && !(wants.length && sides.some((s) => s.length))) return null;
  // An option the asker named by its side ('一个离家近…') is not described by that side again.
  const describe = (i: number) =>
    `${labels[i]}${sides[i]!.map((s) => s.words)
      .filter((w) => !labels[i]!.includes(w))
      .join('、')}`;
  const told = sides.flatMap((s, i) => (s.length ? [describe(i)] : [])).join('，');
  const good = (i: number, only?: readonly Side[]) =>
    sides[i]!.filter((s) => s.sign > 0 && (!only || only.includes(s.side))).map((s) => s.words);
  const bad = (i: number) => sides[i]!.filter((s) => s.sign < 0).map((s) => s.words);
  const wanted = wants.map((w) => w.side);
  const score = sides.map((s) => s.reduce((n, x) => n + (wanted.includes(x.side) ? x.sign : 0), 0));
  const best = score.indexOf(Math.max(...score));
  const runnerUp = Math.max(...score.filter((_, i) => i !== best), -Infinity);
  if (wants.length && score[best]! > runnerUp) {
    const other = score.indexOf(runnerUp);
    const gives = good(other, ['money', 'stable', 'rest', 'home', 'growth']);
    const keeps = good(best, wanted);
    const words = [...new Set(wants.flatMap((w) => w.words.split('”“')))];
    // Only the wants that something said of the options speaks to.
    const sought = wants.filter((w) => sides.some((s) => s.some((x) => x.side === w.side))).map((w) => WANTED[w.side]);
    const reason =
      `你说“${words.join('”“')}”，看重的是${sought.join('、')}；按你的说法，${told}。` +
      `选${labels[best]}，换来的是${keeps.length ? keeps.join('、') : `避开${labels[other]}的${bad(other).join('、')}`}` +
      (gives.length ? `，要让出的是${labels[other]}的${gives.join('、')}` : '') +
      (bad(best).length ? `，也要接受它${bad(best).join('、')}` : '');
    return { pick: best, reason, decided: true };
  }
  if (sides.filter((s) => s.length).length < 2) return null;
  // Sides said of both, none wanted: the trade is the answer, and the steadier option the default until the asker
  // says which side weighs more for them.
  const steady = sides.findIndex((s) => s.some((x) => x.side === 'stable' && x.sign > 0));
  const pick = steady >= 0 ? steady : 0;
  const other = pick === 0 ? 1 : 0;
  const reason =
    `${told}：两边是拿${good(pick).join('、') || labels[pick]}换${good(other).join('、') || labels[other]}。` +
    `你没说更看重哪样，先按更稳妥的${labels[pick]}说；如果你眼下更需要${good(other).join('、') || `${labels[other]}那边的好处`}，就选${labels[other]}`;
  return { pick, reason, decided: false };
}

/** A clause that names a thing and then says a side of it ('国企钱少而稳定', '深圳的offer钱多'). */
const NAMED_WITH_SIDE = new RegExp(
  `^(?:一个是|另一个是|一个|另一个)?(\\p{Script=Han}{2,8}?)(?:的(?:offer|工作|公司|岗位))?(?=(?:有|是|给|的)?(?:${SIDES.map(([, re]) => re.source).join('|')}))`,
  'iu',
);

/**
 * The two options a question weighs by saying what each brings, without 还是 or 和 ('国企钱少而稳定，外企钱多而不稳定，
 * 怎么选'): the things its clauses name before the sides they say, when two are named.
 */
export function optionsBySides(text: string): [string, string] | null {
  const found: string[] = [];
  for (const clause of text.split(/[，,；;。？?！!]/u)) {
    const name = NAMED_WITH_SIDE.exec(clause)?.[1];
    // A name cut before 但/而/却 ('有户口指标但工资低') carries a side of its own: it is no plain name to weigh.
    if (name && !/[我你]|[但而却]$/u.test(name) && !found.includes(name)) found.push(name);
  }
  return found.length >= 2 ? [found[0]!, found[1]!] : null;
}
