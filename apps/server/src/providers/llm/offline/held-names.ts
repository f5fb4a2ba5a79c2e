/**
 * Longer words that hold a job's short name across their own word boundary: '应用研究' holds 用研, '指导游泳' and
 * '引导游客' hold 导游, '带领队伍' holds 领队, '维修车间' holds 修车. In a question they are those words, not the job, so
 * they are blanked before job names are looked up, as a Latin name is kept out of a longer English word (named.ts).
 * A short alias whose characters often meet this way belongs here when it is added to a card.
 */
export const HELD_JOB_NAMES = /应用研|[指引领]导游|带领队|领队伍|(?<!汽车)[维检]修车间/gu;

/** The text with those words blanked (a comma, so no name is joined across the gap). */
export const withoutHeldNames = (text: string) => text.replace(HELD_JOB_NAMES, '，');
