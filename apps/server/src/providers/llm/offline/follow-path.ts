/*
 * '研究生呢' after '我今年大四，要不要考公？', '那出国呢' after '要不要考研', '直接工作呢' after '要不要考公': another road
 * after graduation put beside the one the asker was weighing. A counsellor weighs the two in the same frame
 * ('考公还是考研'); read alone, '研究生呢' kept the 考公 frame and answered it again under a heading '先说研究生'. Only
 * roads of the same kind (what to do after a degree) are put side by side; a job or a city swapped in is
 * follow-swap.ts's and follow-slot.ts's.
 */

/** The roads, each with the words that name it and the word a weighing question uses for it. */
const ROADS: Array<{ word: string; names: RegExp }> = [
  { word: '考研', names: /考研|读研|研究生|考个研|读个研/u },
  { word: '考公', names: /考公|公务员|国考|省考/u },
  { word: '考编', names: /考编|事业编|事业单位/u },
  { word: '出国读研', names: /出国|留学/u },
  { word: '工作', names: /直接工作|直接就业|找工作|就业|工作/u },
];

/** The follow-up's forms: 'X呢', '那X呢', '如果是X呢', '换成X呢', '那要是X呢'. Nothing else may be said beside X. */
const FORM =
  /^(?:那|那么)?(?:换成|如果是|如果|要是|假如是|假如|那要是)?(?:去|考|读|选|直接)?([^，,。？?！!\s]{2,6}?)(?:的话)?呢[？?]?$/u;

const roadOf = (text: string) => ROADS.find((r) => r.names.test(text));

/**
 * The previous question with the road it weighed asked beside the new one ('我今年大四，考公还是考研？'), or null
 * when the follow-up names no road, the previous question weighed none, or both are the same road. The previous
 * question's other clauses (the asker's stage, major) stay, so what they said still counts.
 */
export function roadBeside(question: string, previousQuestion: string): string | null {
  const thing = FORM.exec(question.trim().replace(/\s+/gu, ''))?.[1];
  if (!thing) return null;
  const now = roadOf(thing);
  // '研究生呢' names the road alone; '研究生的工资呢' asks something else of it.
  if (!now || thing.replace(now.names, '').replace(/^(?:去|考|读|个)+/u, '').length > 1) return null;
  const clauses = previousQuestion.split(/(?<=[，,。？?！!；;])/u);
  // The clause where the previous question weighs its road: a clause only stating the asker's stage or major
  // ('我是学会计的', '已经工作两年了') weighs none.
  const at = clauses.findIndex(
    (c) =>
      roadOf(c) && /要不要|该不该|能不能|值不值|好不好|怎么样|合适|可以|吗|还是|想|考虑|打算|准备|纠结|犹豫/u.test(c),
  );
  if (at < 0) return null;
  const before = roadOf(clauses[at]!)!;
  // '要不要考研还是工作' already weighs two: a third is no swap of one road.
  if (before.word === now.word || /还是/u.test(clauses[at]!)) return null;
  const weighed = `${before.word}还是${now.word}？`;
  return [...clauses.slice(0, at), weighed].join('');
}
