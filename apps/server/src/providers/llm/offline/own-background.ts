/*
 * Words that tell who the asker is, not what they ask about: a major they study ('我是财务管理专业的', '学会计的'), a
 * job they did ('做了三年行政', '以前是做销售的') or are moved from ('把我从销售调去仓库'). A job word inside them
 * ('财务', '销售') is the asker's own, so the job asked ('能进四大吗', '想转HR') is read from the rest of the question.
 */

const CLAUSE = '[^，。,？?！!；;]';
const COUNT = '[\\d一二两三四五六七八九十几半]+';

const BACKGROUND = new RegExp(
  [
    // '我是财务管理专业的', '会计专业毕业', '新闻专业出身'.
    // It starts its clause or follows 是/学/读, so a job asked before it in the clause stays ('能进四大吗我是…').
    `(?:(?<=^|[，。,？?！!；;\\s])|(?<=是|学|读))(?:我是)?${CLAUSE}{2,8}?专业(?:的|毕业|出身)?`,
    // '我是学会计的', '本科读的金融', '学英语的': a study said whole, ending its clause.
    `(?:我是|本科|大学|专科)?(?:学|读|念)(?:的是|的)?${CLAUSE}{1,8}?的(?=[，。,？?！!；;]|$)`,
    `(?:本科|大学|专科)(?:学|读|念)的${CLAUSE}{1,8}?(?=[，。,？?！!；;]|$)`,
    // '做了三年行政', '当了两年老师', '干了五年销售'.
    `(?:做|干|当)了${COUNT}(?:个)?(?:年|月)(?:的)?${CLAUSE}{1,8}?(?=[，。,？?！!；;]|想|准备|打算|要|$)`,
    // '以前是做销售的', '之前在做财务'.
    `(?:以前|之前|原来|原先)(?:是)?(?:在)?(?:做|干|当)${CLAUSE}{1,8}?(?:的|[，。,？?！!；;]|$)`,
    `${CLAUSE}{2,8}出身`,
    // '要把我从销售调去仓库', '从开发转岗到测试': the post one is moved from is one's own.
    `从${CLAUSE}{1,8}?(?=调|转岗|换岗|换到|转到)`,
  ].join('|'),
  'gu',
);

/** The question with the asker's own major and past work blanked out (same length, so positions still hold). */
export function withoutBackground(question: string): string {
  return question.replace(BACKGROUND, (m) => '，'.repeat(m.length));
}
