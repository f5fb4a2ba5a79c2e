import type { Topic } from './content/schema.js';
import { circumstanceSaid, withPathWords } from './circumstances.js';
import { bullets, mostRelevant, relevance, situationOf, withoutAvoided, type Part } from './parts.js';

/* The parts an answer takes from a job-search topic: its points (those the question touches first), pitfalls and example. */

/** A narrow question's answer still says the basics: at least this many of a topic's points. */
const MIN_TOPIC_POINTS = 5;
/** Asked how much or how it is computed ('加班费怎么算', '能拿几倍工资'): the points stating the rates answer it. */
// '不给钱' and '赔多少' ask the amount owed as much as '怎么算' does ('年假没休完不给钱', '服务期没满要赔多少').
const ASKS_FIGURE =
  /怎么算|怎么计算|如何计算|几倍|多少倍|扣多少|交多少|赔多少|补多少|给多少|比例是多少|标准是多少|有没有加班费|不给钱/u;
const STATES_FIGURE = /\d|百分之|[%％]|[一二两三四五六七八九十]倍/u;
/**
 * Asked what can be done about a wrong done to one ('不录用我，这合法吗？我能怎么办', '能投诉吗'): the point saying
 * where to complain and what to keep as proof answers it, whatever else the situation's words touch.
 */
// So is asking whether the employer may do it ('这合理吗', '可以这样吗', '能扣吗') or saying it keeps what is owed ('不还').
const ASKS_REMEDY =
  /怎么办|能怎么|该怎么|合法吗|违法吗|合不合法|算不算违法|投诉|维权|告他|告公司|起诉|合理吗|可以这样吗|能这样吗|这样对吗|能扣吗|不还|不给开|不发/u;
const STATES_REMEDY = /投诉|仲裁|起诉|劳动保障监察|12333|12338/u;
/**
 * Asked what to press for when terms are settled ('裁员谈的时候能争取什么', '能多要点吗'): the points saying what to
 * negotiate and put in writing answer it, before those on how the law computes the minimum.
 */
const ASKS_TERMS = /谈判|怎么谈|谈的时候|去谈|能争取|争取什么|多要|多拿|还能要/u;
const STATES_TERMS = /谈判|争取|写进协议|协商解除/u;

/** A point that opens on what it is about ('考研：…', '法考：…'): a topic listing several such is a catalogue. */
const LABEL = /^([^：，,。]{2,10})：/u;

/**
 * The points of a catalogue the question names ('考研要准备多久' reads the 考研 point, not those on 考公 and 法考),
 * with the points that open on no label; every point when the question names none.
 */
export function namedInCatalogue(points: readonly string[], question: string): readonly string[] {
  const lower = question.toLowerCase();
  const names = (x: string) =>
    (LABEL.exec(x)?.[1] ?? '')
      .toLowerCase()
      .split(/[（）()、和与]/u)
      .filter((w) => Array.from(w).length >= 2);
  const labelled = points.filter((x) => names(x).length);
  const named = labelled.filter((x) => names(x).some((w) => lower.includes(w)));
  return labelled.length >= 3 && named.length ? points.filter((x) => !names(x).length || named.includes(x)) : points;
}

export function topicPart(topic: Topic, question: string, avoid: readonly string[]): Part[] {
  const from = `求职专题「${topic.name}」`;
  // The points the asker's own situation touches first ('乙肝携带者入职体检' opens on the 乙肝 point), read without
  // the topic's own name: '试用期被辞退，说我不符合录用条件' is about the proof of unfitness, not about every point
  // that says 试用期. (Its triggers stay: in '小三阳会不会影响入职体检' the trigger is what is asked.)
  // A circumstance weighed against a road ('癫痫…能当小学老师吗') reads the road in the content's words (教师).
  const situation = situationOf(topic.circumstance ? withPathWords(question) : question, [topic.name]);
  const figures = ASKS_FIGURE.test(question);
  const remedy = ASKS_REMEDY.test(question);
  const terms = ASKS_TERMS.test(question);
  // A circumstance's points open on situations, not on items to choose among: every one may bear on it.
  const pool = topic.circumstance ? topic.points : namedInCatalogue(topic.points, question);
  const ranked = withoutAvoided(pool, avoid)
    .map((x, i) => ({
      x,
      i,
      s:
        relevance(x, situation) +
        (figures && STATES_FIGURE.test(x) ? 2 : 0) +
        (remedy && STATES_REMEDY.test(x) ? 2 : 0) +
        (terms && STATES_TERMS.test(x) ? 2 : 0),
      r: relevance(x, question),
    }))
    .sort((a, b) => b.s - a.s || b.r - a.r || a.i - b.i);
  // A narrow question gets what bears on it and the topic's first points, not the whole entry.
  const touched = ranked.filter((p) => p.s >= 2).length;
  const points = (touched ? ranked.slice(0, Math.max(touched, MIN_TOPIC_POINTS)) : ranked).map(({ x }) => x);
  // A circumstance is headed with the asker's own word for it beside the entry's name ('关于警告处分：违法记录…'):
  // the same heading over every question about it would read as boilerplate.
  const said = topic.circumstance ? circumstanceSaid(topic, question) : '';
  const heading = said ? `### 关于${said}：${topic.name}` : `### ${topic.name}：要点`;
  const parts: Part[] = [{ heading, lines: bullets(points), from }];
  // What the asker ruled out ('不想考公') leaves the pitfalls and sources of that road out, as it does the points.
  const pitfalls = topic.pitfalls?.length ? mostRelevant(withoutAvoided(topic.pitfalls, avoid), question, 3) : [];
  if (pitfalls.length) parts.push({ heading: '### 常见误区', lines: bullets(pitfalls), from });
  // A rate or amount stated is followed by where it comes from (a note line, not a point of the answer).
  const sources = withoutAvoided(topic.sources ?? [], avoid);
  if (sources.length && [...points, ...pitfalls].some((x) => STATES_FIGURE.test(x)))
    parts[0]!.lines.push(`【来源】${sources.join('；')}`);
  if (topic.example) parts.push({ heading: '### 举个例子', lines: topic.example.split('\n'), from });
  return parts;
}
