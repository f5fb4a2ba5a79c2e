import { cityTier } from './pay-places.js';
import { placesIn } from './places.js';
import type { Part } from './parts.js';
import type { Reading } from './understand.js';

/*
 * '那边房租贵吗', '那房租呢' after a job and a city: the asker asks what living there costs. The previous answer may
 * have touched rent in one line of its pay part, and the follow-up still has to answer what it asks (the city's rent
 * level, how to size it against the pay, where to look it up), not the job's card again. No rent figures are made
 * up: the content has none per city, so the level is said by the tier and the numbers come from the asker's search.
 */

/** Asking what living in a place costs: rent, housing, the cost of living. */
const ASKS_RENT = /房租|租房|租金|房价|住得起|生活成本|生活开销|开销大|消费高|物价/u;

/** What rent is like in each tier, said of the city by name. */
const LEVEL: Record<'一线' | '新一线' | '二线', (city: string) => string> = {
  一线: (c) =>
    `${c}是常说的一线城市，房租是全国最高的一档：市中心和地铁沿线的整租一居对刚工作的人压力很大，多数新人合租一个单间，或住远一点用更长的通勤换更低的房租。`,
  新一线: (c) =>
    `${c}是常说的新一线城市，房租比北上广深低一截，但核心商圈和公司扎堆的片区并不便宜；刚工作合租一个单间压力不大，整租一居要看工资能不能撑住。`,
  二线: (c) =>
    `${c}的房租在全国属于中等偏低，整租一居对多数上班族压力不大；不过同岗位工资也相应低一些，要拿扣掉房租后的结余来比，而不是只看房租。`,
};

/** The one city the question names, else the latest earlier question naming one, else the previous answer's one. */
function cityOf(question: string, previousQuestions: readonly string[], previousAnswer: string): string | undefined {
  const one = (t: string) => {
    const { cities } = placesIn(t);
    return cities.length === 1 ? cities[0] : undefined;
  };
  return one(question) ?? [...previousQuestions].reverse().map(one).find(Boolean) ?? one(previousAnswer);
}

/** The job the conversation is on, by the name the content gives it. */
function jobOf(reading: Reading): string | undefined {
  const on = reading.followUp?.previous ?? reading;
  return on.roles[0]?.name ?? on.occupations[0]?.titleZh ?? reading.roles[0]?.name;
}

/** The rent of the city the conversation is on, or null when the question asks no cost of living or names no city. */
export function rentPart(
  reading: Reading,
  question: string,
  previousQuestions: readonly string[],
  previousAnswer: string,
): Part | null {
  // Two cities named ('北京和成都哪个房租高') is a comparison, answered by the city axis.
  if (!ASKS_RENT.test(question) || placesIn(question).cities.length > 1) return null;
  const city = cityOf(question, previousQuestions, previousAnswer);
  if (!city) return null;
  const job = jobOf(reading);
  const who = job ? `在${city}做${job}的新人` : `刚到${city}工作的人`;
  return {
    heading: `### ${city}的房租和生活成本`,
    from: '城市与地区资料',
    lines: [
      `- **贵不贵**：${LEVEL[cityTier(city)](city)}`,
      `- **按工资定房租**：${who}，房租最好控制在税后到手工资的三分之一以内；超出了就合租、住远一点，或者找包住宿、有租房补贴的公司，还可以用公积金付房租。`,
      `- **怎么查到准数**：先定下公司大概在${city}哪个区，在贝壳、安居客、自如或58同城上按公司周边和地铁沿线查合租单间和整租一居的挂牌价，各记十条看中间数，再问问已经在${city}上班的学长学姐实际花多少。`,
      `- **算一笔账**：税后工资减房租、通勤和吃饭，剩下的才是每月能存的钱；拿${city}和别的城市比时，比这个结余，不比税前工资。`,
    ],
  };
}
