import { inRuledOutList } from './clause-role.js';

/*
 * Where the asker says no to something ('不想考公', '除了翻译和老师', '翻译和老师都不想做'), told apart from asking
 * whether ('要不要二战') and from falling short ('体检不合格'): every reading of the question skips what is said no to.
 */

const NEGATION = /(不想|不愿|不要|不喜欢|不考虑|不打算|讨厌|不去|别(?![的人处家])|除了|不|没兴趣)[^，。,；;]{0,3}$/;
/**
 * Asking whether ('要不要二战', '该不该跳槽', '考不考研') is not saying no, nor is someone else refusing ('公司不给最后
 * 一个月工资'), nor is falling short ('学分不够被退学', '体检不合格'), nor a word that only holds 不 ('专业不对口能考公吗',
 * '不限专业', '不少人'): these go before NEGATION looks.
 */
const ASKING =
  /不知道|不确定|不清楚|要不要|该不该|是不是|能不能|可不可以|会不会|适不适合|值不值得|([\p{Script=Han}])不\1|不(?=给|发|结|付|批|签|交|让|准|认|退|开)|不(?=够|足|及格|达标|合格|满)|不(?=对口|限|错|少|同|一样|稳定|匹配)/gu;
/** Whether the words just before `at` say no to what follows, or `at` is in a list ruled out ('除了当老师和考公'). */
export const negatedBefore = (text: string, at: number) =>
  NEGATION.test(text.slice(Math.max(0, at - 8), at).replace(ASKING, '')) || inRuledOutList(text, at);
/** '翻译和老师都不想做': what comes before 都 is ruled out, each of it. */
export const BOTH_RULED_OUT =
  /([^，。,？?！!；;]{2,14}?)都(?:不想|不愿意?|不要|不喜欢|不考虑|不打算)(?:做|当|去|干|考)?/gu;
/** '两个 offer', '30 岁转行': spaces between Chinese and Latin letters or digits are typing habit, not meaning. */
export const CJK_SPACE = /(?<=\p{Script=Han})\s+(?=[\p{L}\d])|(?<=[\p{L}\d])\s+(?=\p{Script=Han})/gu;
