import { placesIn } from './places.js';

/*
 * '刚才说的城市，新人工资大概多少', '那个城市房租高吗', '在那边好找工作吗': a place pointed back at instead of named.
 * The conversation named it: the asker's own words first (the latest question that named one city), else the
 * previous answer when it named exactly one. With the name put in, the question is read like any question about
 * that city; unresolved, '刚才说的城市' names no city and the answer falls back to places in general.
 */

/**
 * A pointer to a place said before: '(你)刚才说的(那个)城市', '提到的地方', '那个城市', '那边'. Not '哪个城市'
 * (asks which) and not '第一个城市' (a place in a list, read by follow-position.ts).
 */
const PLACE_POINTER =
  /(?:(?:你|我)?(?:刚才|刚刚|之前|前面|上面)?(?:说|提|讲)(?:的|到的|过的)(?:那个|这个|那座|这座)?|那个|这个|那座|这座)(?:城市|地方)|(?<![哪])那边|(?<![哪])那里/u;

/** The one city a text names as a place, or undefined when it names none or several. */
function onlyCity(text: string): string | undefined {
  const { cities } = placesIn(text);
  return cities.length === 1 ? cities[0] : undefined;
}

/**
 * The question with its place pointer put as the city the conversation named ('刚才说的城市新人工资多少' →
 * '杭州新人工资多少'), or null when it points at no place or the conversation named no single city.
 */
export function cityPointed(
  question: string,
  previousQuestions: readonly string[],
  previousAnswer: string,
): string | null {
  const pointer = PLACE_POINTER.exec(question);
  if (!pointer || placesIn(question).cities.length) return null;
  const asked = [...previousQuestions].reverse().map(onlyCity).find(Boolean);
  const city = asked ?? onlyCity(previousAnswer);
  if (!city) return null;
  return question.slice(0, pointer.index) + city + question.slice(pointer.index + pointer[0].length);
}
