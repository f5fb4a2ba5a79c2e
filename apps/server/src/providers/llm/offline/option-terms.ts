import type { DecisionOption } from './content/load.js';
import { readChoice, termsForOptions } from './choice.js';
import { cityTier } from './pay-places.js';
import { orSides } from './or-sides.js';
import { homeCity, placesIn } from './places.js';
import type { Reading } from './understand.js';

/*
 * The asker's own words for the options of the decision being weighed ('合肥还是回老家' for 新一线城市 and 回老家), so
 * the answer names the options as the asker did.
 */

/**
 * Which option a place the asker named stands for: the option naming it ('成都' → 新一线城市), else, for a city the
 * options do not list, the option of its tier ('合肥' → 新一线城市, as the usual rankings have it); -1 when none.
 */
function optionOfPlace(options: readonly DecisionOption[], place: string): number {
  const at = options.findIndex((o) => [o.name, ...o.aliases].some((a) => a.length >= 2 && place.includes(a)));
  const city = placesIn(place).cities[0];
  return at >= 0 || !city ? at : options.findIndex((o) => o.name === `${cityTier(city)}城市`);
}

/**
 * The places weighed, each on its option, the first of each option kept: the asker's two terms ('合肥还是回老家'),
 * or the places the question names in its order when it weighs them without 还是 ('想去深圳…叫我回长沙').
 */
function placeTerms(options: readonly DecisionOption[], places: readonly string[]): Map<number, string> | null {
  const placed = new Map<number, string>();
  for (const place of places) {
    const at = optionOfPlace(options, place);
    if (at >= 0 && !placed.has(at)) placed.set(at, place);
  }
  return placed.size >= 2 ? placed : null;
}

/** The places a question names, in its order. */
function namedPlaces(question: string): string[] {
  const { cities, small } = placesIn(question);
  // '回老家石家庄': the city is the home option's, said in the asker's word for it (optionTerms).
  const home = homeCity(question);
  return [...cities.filter((c) => c !== home), ...small].sort((a, b) => question.indexOf(a) - question.indexOf(b));
}

/** The asker's own words for the decision's options being weighed, when the question names its two. */
export function optionTerms(reading: Reading, question: string): Map<DecisionOption, string> | undefined {
  if (reading.options.length < 2) return undefined;
  const own = readChoice(question);
  // '留还是走': sides too short to be options of their own still name the decision's (or-sides.ts).
  const sides = own ? null : orSides(question);
  const placed = own
    ? (termsForOptions(reading.options, own.options) ?? placeTerms(reading.options, own.options))
    : ((sides && termsForOptions(reading.options, sides)) ?? placeTerms(reading.options, namedPlaces(question)));
  const home = homeCity(question);
  const said = (term: string) => (home && /^(?:回)?(?:老家|家乡)/u.test(term) ? home : term);
  return placed ? new Map([...placed].map(([i, term]) => [reading.options[i]!, said(term)])) : undefined;
}
