/**
 * Working days a month and hours a day by schedule: 双休 the 21.75 paid days of 劳社部发〔2008〕3号, 大小周 one more
 * Saturday every other week, 单休 one more day every week; 996 twelve hours a day six days a week, 朝九晚六 eight
 * hours besides an hour's lunch.
 */
export const SCHEDULES: Array<{ re: RegExp; name: string; days: number; hours: number }> = [
  { re: /996|九九六/u, name: '996', days: 21.75 + 52 / 12, hours: 12 },
  { re: /大小周/u, name: '大小周', days: 21.75 + 26 / 12, hours: 8 },
  { re: /单休/u, name: '单休', days: 21.75 + 52 / 12, hours: 8 },
  { re: /双休|不加班|朝九晚[五六]|955|965|准点下班|按时下班/u, name: '双休', days: 21.75, hours: 8 },
];

/** Where one option's words end and the next one's begin. */
export const BETWEEN = /[，,、；;：:]|和|跟|与|还是|或者|或|vs|VS|对比|比/u;

/**
 * The words said of each of two figures: a schedule may come before its figure ('外企朝九晚六12k') or after it
 * ('8k双休，12k大小周'), so each figure's words run from the end of what the one before said to the next break.
 */
export function figureWords(text: string, figures: ReadonlyArray<{ at: number; said: string }>): string[] {
  const tailOf = (from: number) => text.slice(from).split(BETWEEN)[0] ?? '';
  let from = 0;
  return figures.map((f) => {
    const end = f.at + f.said.length;
    const tail = tailOf(end);
    const words = text.slice(from, end) + tail;
    from = end + tail.length;
    return words;
  });
}

/** The schedule the words say, if they say one. */
export const scheduleOf = (words: string) => SCHEDULES.find((x) => x.re.test(words));
