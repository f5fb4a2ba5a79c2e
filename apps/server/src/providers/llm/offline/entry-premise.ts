/*
 * An entry written for a situation the asker is not in answers someone else's question. '想裸辞休息一段时间再找'
 * shares 休息一段时间再找 with the case of resting after a layoff, whose answer speaks of severance and unemployment
 * pay; '毕业半年在成都做测试，要不要跳' shares 毕业半年 with the case of a graduate still without a job. An entry
 * premised on a layoff is not the asker's when they say they leave of their own accord and say no layoff; one
 * premised on having no job is not theirs when they say where they work and say no lack of a job.
 */

/** An entry's title written for a layoff: '被裁员后怎么办', '被裁后要不要先休息一阵'. */
const LAYOFF_TITLE = /被裁|裁员|被优化|失业/u;
/** The asker leaving by their own choice: '想裸辞', '我要不要辞职', '提了离职'. */
const OWN_LEAVING = /裸辞|(?:想|要|准备|打算|提了?|该不该|要不要)(?:辞职|离职|辞掉)|辞职休息/u;
/** A layoff said: '被裁了', '公司在裁员', '被优化', '被辞退', '失业了'. */
const LAYOFF_SAID = /裁|优化|辞退|开除|失业|劝退|N\+1/iu;

/** An entry's title written for someone without a job yet: '毕业了还没找到工作', '毕业待业'. */
const JOBLESS_TITLE = /没找到工作|还没工作|待业/u;
/** The asker in work now: '在成都做测试', '现在在银行上班', '工作两年了', '要不要跳'. */
const IN_WORK =
  /在[\p{Script=Han}A-Za-z]{1,10}?(?:做|干|当|上班|工作)(?!\p{Script=Han}{0,2}(?:吗|呢|？|\?))|工作(?:了)?[一二两三四五六七八九十\d半]+(?:年|个月)|入职|跳槽|(?:要不要|该不该|值不值得)跳|现公司|现在的公司/u;
/** A lack of a job said: '还没找到工作', '一直待业', '没拿到offer'. */
const JOBLESS_SAID = /没(?:找到)?工作|待业|失业|没(?:拿到)?offer|找不到工作|在家/iu;

/** Whether an entry titled so presupposes a situation the asker says they are not in. */
export function premiseUnsaid(title: string, question: string): boolean {
  const q = question.replace(/\s+/gu, '');
  if (LAYOFF_TITLE.test(title)) return OWN_LEAVING.test(q) && !LAYOFF_SAID.test(q);
  if (JOBLESS_TITLE.test(title)) return IN_WORK.test(q) && !JOBLESS_SAID.test(q);
  return false;
}
