import { readChoice } from './choice-read.js';
import { pointedItems } from './dialogue.js';

/*
 * '那我该选哪个', '你帮我选一个', '我想早点挣钱，到底选哪个': a follow-up asking for the choice the conversation
 * weighed, however many turns ago its two options were named ('考研还是考公' → '我是法学专业的' → '那我该选哪个').
 * It is the choice asked again with everything said since, so the position rests on all of it.
 */

/** Asking to be told which one, with no options of its own. */
const ASKS_WHICH =
  /你觉得呢|你怎么看|你说呢|你的建议|你建议|给个建议|选哪|哪个(?:好|更好|合适|更合适|适合|更适合)?|哪一个|帮我选|帮我挑|选一个|到底选|怎么选|该选|你选/u;
/** Asking among what the previous answer listed ('这几个里面', '上面这些'), not between the two the asker named. */
const AMONG_LISTED = /这几|那几|这些|那些|上面|以上|刚才(?:说|列)的|里面/u;

/**
 * The choice asked again with what was said since, or null when the question names options of its own, points at
 * items of the previous answer, asks among a list, or no earlier question weighed two options. When the question
 * just before weighed them, its answer listed both as items (`items`) and the follow-up brings an entry of its own
 * (`ownEntry`: '我比较内向，更适合哪个'), the items are weighed by that entry instead.
 */
export function choiceAgain(
  question: string,
  previousQuestions: readonly string[],
  { items = [], ownEntry = false }: { items?: readonly string[]; ownEntry?: boolean } = {},
): string | null {
  const text = question.trim();
  if (!ASKS_WHICH.test(text) || AMONG_LISTED.test(text) || pointedItems(text).length) return null;
  if (readChoice(text)) return null;
  for (let i = previousQuestions.length - 1; i >= 0; i--) {
    // Asked to choose, 'X和Y的offer' weighs the two even without a word of choosing.
    const choice = readChoice(previousQuestions[i]!, { loose: true });
    if (!choice) continue;
    const listed = (o: string) => items.some((item) => item.includes(o) || o.includes(item));
    if (ownEntry && i === previousQuestions.length - 1 && choice.options.every(listed)) return null;
    const said = [...previousQuestions.slice(i), text].map((q) => q.replace(/[。？?！!\s]+$/u, ''));
    return `${said.join('，')}？`;
  }
  return null;
}
