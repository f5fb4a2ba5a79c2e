/**
 * The question's own subject as the asker put it ('远程实习', '监狱警察', '殡葬服务与管理'): the noun phrase an
 * answer should name so the reader sees their question was heard, without repeating the question itself.
 * Read from the words alone, so it works for subjects the planner content has no entry for.
 */

import { CITY_INDUSTRY } from './city-industry.js';
import { CJK_SPACE } from './said-no.js';
import { smallTalkOf } from './small-talk.js';

const NUM = '[\\d一二两三四五六七八九十几半]+';

/** Openers that are not the subject: who is asking, when, and verbs of wanting or doing. */
const LEAD = new RegExp(
  [
    // Adverbs and 'in the end' frame the question: '到底选哪个', '完全没方向', '具体怎么做', '挺喜欢画画'.
    '^(?:说到底|到底|究竟|完全|根本|具体|其实|确实|实在|开始)',
    // '在考虑考公', '琢磨着要不要转行': a verb of weighing before the thing weighed; left on, its 考 or 琢 was taken
    // for the verb and the subject came out split ('虑考公').
    '^(?:考虑|琢磨|思考|盘算|寻思|想着)(?:着|一下|了很久|了好久|了)?(?:要不要|该不该|是否|是不是)?(?=\\p{L}{2})',
    // '展开说说项目经历', '详细讲讲': asking for more of a thing, not the thing.
    '^(?:展开(?:说说|讲讲|聊聊|说一下|讲一下|说|讲)?|(?:详细|仔细|再多|多)(?:说说|讲讲|聊聊|说一下|讲一下))',
    // '先说简历上…', '再问问群面': the order the asker takes things in, not a thing.
    '^(?:先|再)(?:说说|讲讲|聊聊|问问|说一下|讲一下|问一下|说|讲|问|聊)(?=\\p{L}{2})',
    // '简历上的项目经历', 'offer里的期权': the paper is where the thing sits ('简历上写什么' keeps 简历).
    '^(?:简历|offer|合同)(?:上|里|中)的?(?![写填放加]|怎么|如何|什么|哪)(?=\\p{Script=Han}{2})',
    // '一段实习都没有': how many, not what.
    '^(?:一|两|几)段(?=\\p{Script=Han}{2})',
    '^(?:很|挺|特别|比较|非常)?(?:喜欢|热爱)(?=\\p{L}{2})',
    '^(?:请问|想问一下|想问下|想问|问一下|问下|求问|那么|那|如果|假如|还有|另外|其实|感觉|听说|就是|真的|老师|你好|您好)',
    '^(?:我们|我|本人|自己)(?:是|现在|目前|今年)?(?:一个|一名|个)?',
    '^(?:你|您)(?:觉得|认为|看|说)',
    '^(?:以后|将来|未来|毕业后?)(?:想|要|能|可以)?(?:做|干)?(?=什么)',
    '^(?:大学|本科|研究生)(?:时|的时候|里)?(?:学的?|读的?)(?=\\p{L}{2})',
    '^(?:现在|目前|今年|已经|刚刚|刚|发现|觉得|听说|家里说|都说|说|等到|到|了解一下|了解|问问|聊聊|说说)',
    '^(?:女生|男生|女孩|男孩)(?:学|读|做)?',
    // '深圳应届生硬件工程师': where and who the asker is, before the thing asked about.
    // Not a university named after its city ('北京大学', '上海交通大学').
    `^(?:${Object.keys(CITY_INDUSTRY).join('|')})(?:的)?(?!\\p{Script=Han}{0,4}(?:大学|学院))(?=[\\p{Script=Han}A-Za-z]{2})`,
    '^(?:应届(?:毕业)?生?|往届生?)(?:的)?(?=[\\p{Script=Han}A-Za-z]{2})',
    // '每天打杂复印', '在家备考': how often and where, not what.
    '^(?:每天|天天|平时|最近|每次|每周|在家里?|在学校|在公司)',
    // '以前是做外贸业务的': when, not what.
    '^(?:以前|之前|过去|原来|本来|当初|曾经)(?:是|在)?',
    // '学点技术': how much, not what.
    '^(?:一点|一些|点|些)(?=\\p{Script=Han}{2})',
    // '对未来很迷茫', '对心理学感兴趣': the preposition before the thing.
    '^对(?![象口接比手话])(?=\\p{Script=Han}{2})',
    // '大学期间有过处分': when, not what.
    '^(?:大学|在校|上学|读书|毕业)(?:期间|的时候|时)',
    '^在(?![职读校])(?=\\p{Script=Han}{2})',
    // '比较内向' is about 内向.
    '^(?:比较|有点|特别|非常)(?=\\p{Script=Han}{2})',
    `^${NUM}岁(?:了)?(?:的)?`,
    `^(?:做|干|当|学|读|在)(?:了)?${NUM}(?:个)?(?:年|月)(?:的)?`,
    // '大三下开始', '大二上学期': the term goes with the year.
    '^(?:大[一二三四五]|研[一二三]|高[一二三])(?:[上下](?:学期|半年)?)?(?:了)?(?:的)?',
    '^(?:很|特别|非常|比较|有点)?(?:想要|想去|想当|想做|想学|想转行(?:做|去)?|想转(?:到|去|做)?(?!专业|正|岗)|想进|想考(?!研|公|编|证|博)|想|打算|准备|计划|要)',
    // Not the first character of 考研, 考公, 读研, 读博 (the subject itself).
    '^(?:转行(?:做|去|到)?|转(?:到|去|做)|去(?:做|当)?|当|做|学(?!硕|位|历|费|籍|校|生|科|术|者|期|分|霸|院|长|姐)|读(?!研|博)|考(?!研|公|编|证)|进|选(?!调|择|修)|回)(?=\\p{L}{2})',
    '^(?:推荐|介绍一下|介绍|告诉我|帮我|帮忙|给我|分析一下|分析|看看|说下)',
    // '测成了AES', '测出来是SEC': the code is the subject, not the test.
    '^(?:测成了?|测出来(?:是|的是)?|测的是|测评结果是|结果是)',
    '^找(?:个|份|一份|一个)(?=\\p{L}{2})',
    '^(?:的)',
    // '或者继续在机构干销售': the second option's joining words.
    '^(?:或者|或是|要么|继续)',
    // '别的方向', '其他工作': what else, not a thing of its own.
    '^(?:别的|其他|其它|另外的)',
  ].join('|'),
  'u',
);

/**
 * Where the subject ends: the predicate, a question word, an adverb of how long or how often (一直, 一度) or a
 * particle; and a feeling overstated (累死了, 紧张得要死,
 * 卷死了), which says how the asker feels about the thing, not the thing.
 */
const END =
  /(?:[累烦卷忙困吓气愁饿]|紧张|难受|焦虑|尴尬)(?:[得到](?:要死|半死|不行|要命|想死)|死)|(\p{Script=Han})不\1|到了(?=[\d一二两三四五六七八九十几]+岁|中年|这个年纪)|[进去找拿考投够上]不(?:去|了|到|上|进|着|来|起)|一定|必须|非得|除了|以外|之外|一般|大概|平均|一直|一度(?!电)|总是|老是|从来|现在|目前|如今|将来|准吗|准确吗|值得|是不是|有没有|能不能|要不要|会不会|值不值得?|适不适合|靠不靠谱|好不好|难不难|还是|怎么|如何|为什么|为啥|什么|哪些|哪个|哪里|多少|多久|几年|吗|呢|吧|啊|还能|还有|可以|能够|需要|应该|到底|真的|适合|靠谱|有前途|前途|就业|出路|工作怎么样|是(?!否)|有(?!关|限|效)|了|(?<!技|功|性|智|职|(?<!媒)体|才|潜|动|本|机)能(?!力|源)|要(?!求|点|素)|该|(?<!省|学|开|都|体|机)会(?!计|员|展|务|议|话)|的时候|以后|之后|毕业后|出去|回去|下去|起来|出来|实在|确实|简直|好像|似乎|貌似|怎样|咋样|这么|那么|认可|认不认|承认|重要|要紧|难度(?=大|高|如何|怎么|多大)|过(?=了)|未来(?!学|城|科技)|扣(?!税|子|分)|在(?!职|读|校)|(?<!成|首|古|京)都(?!市)|也|很|太|但是|但|而且|并且|况且|甚至|何况|可是|却|还来得及|来得及|来不及|(?:高|多|好|少|低)一点|越来越|就|快|不|没|干了|当了|做了|一个月|每个?月|一年下来|差不多|差(?=多少|几|距|了|\d)|[高低多少](?=吗|不)|[早晚](?=吗|不|了|呢)|最(?=高|低|好|差|多|少|强|弱|后|终)|[难易](?=吗|不)|刚(?!需|性|好)|又(?=不|想|要|怕|没)|一些|给(?=的|多|少)|完(?=了|后|之后|在|以后)|月薪|年薪|税前|到手|还行|还可以|还(?=值得|值不值|香|吃香|行吗|好吗|现实)|现实吗|竞争(?=激烈|大|太|很)|已经|具体|之间|犹豫|纠结|主要(?=做|干|是|负责)|平时|每天|(?:做|干|读)(?=什么|啥|几|多少|多久|哪)|感觉|觉得|(?<=\p{L}{2})写(?=精通|熟悉|了解|什么|啥|多少|几|成|上|进)|(?:好|难)(?=就业|找|学|考|混|做|干)|[累苦忙闲](?=吗|不|么|呢|啊)|只(?=有|写|是|能|会|要|做|干|剩|投|拿|学|考)/u;

/** Trailing words that wrap the subject ('这份工作', '专业', '方面'). */
const TAIL =
  /(?:(?<=\p{L}{2})期间|(?<=\p{L}{2})[和与跟及给]|的话|(?<=\p{L}{2})说|的?时候|(?<=\p{L}{2})(?:我们|我|你们|你)|(?<=\p{L}{2})(?:之前|以前|之后|以后|前|后)|(?<=\p{L}{2})(?<!直接)的?(?:工作|岗位)|(?<=\p{L}{2})(?<![针面相反绝核应比派配敌])对|(?<=\p{L}{2})[而去]|(?<=\p{L}{2})的?(?:工资|薪资|薪水|收入|待遇|起薪)|这份工作|这个工作|这工作|这(?:份|个)?活儿?|这个?职业|这一?行业?|这份|这个|这种类型|这种|这类|这一?行|这条路|[这那]一?(?:块|部分|段|栏)|相关的?|方面的?|之类的?|等等|各自|各|分别|(?<!冷门|热门|对口|王牌|优势)专业的?|行业|大四|大三|大二|大一|研一|研二|研三|(?<=\p{L}{2})找|毕业生?|应届生?|[\d一二两三四五六七八九十]+年制|的?(?:女生|男生|同学)|(?<=\p{L}{2})[上里中]|(?<=\p{L}{2})[签投拿交]|的)+$/u;

const GENERIC =
  /^(?:上面|以上|下面|里面|其中|重新|进来|进去|每天|天天|平时|最近|下班|上班|下班后|周末|晚上|白天|准备|零基础|本科|专科|够生活|够花|够用|合法|违法|正常|公平|合理|不合理|划算|手上|手里|网上|网络|线上|来得及|来不及|咋办|怎么办|好找|难找|好就业|难就业|好找工作|值得|可行|现实|周围|身边|焦虑|迷茫|犹豫|纠结|为难|头疼|二选一|工作|问题|事情|事|出路|方向|发展|办法|方法|途径|路子|(?:一份|一个|个)?(?:职业|生涯|人生)?规划|自己|东西|情况|这样|那样|一下|现在|以后|未来|毕业|大学|学校|公司|家里|他们|别人|大家|感觉|一般|应届生|学生|大学生|女生|男生|新生|独生子女|独生女|独生子|家里人|家人|父母|爸妈|同学|朋友|室友|领导|老板|同事|压力(?:太|好|很|特别|非常)?大)$/u;

/** Other people in the asker's life: what they want or do frames the question, it is not what is asked about. */
const OTHERS =
  /^(?:面试官|考官|招聘方|学长|学姐|学弟|学妹|师兄|师姐|辅导员|父母|爸妈|爸爸|妈妈|[爸妈](?=[非让要说逼想总老一希觉不硬])|家里人?|家人|亲戚|朋友|同学|室友|领导|老板|同事|男朋友|女朋友|对象|(?:公司|单位|学校|导师|hr)(?=说|让|要求|不让|不给|问))/iu;

/** A clause in which the asker describes what kind of person they are or a habit of theirs, not a thing asked about. */
const SELF_DESCRIBED =
  /^(?:我|自己)?(?:是|属于|就是|算是)?(?:那种|这种|那类|这类|那样|这样)\p{Script=Han}{1,10}的人$|走神|分心|犯困|发呆|坐不住|静不下心|注意力不集中/u;

/** A phrase's length as read: a Latin word ('analyst') counts as one character. */
const chars = (s: string) => Array.from(s.replace(/[A-Za-z]+/gu, 'a')).length;

/** Stands for a space between Latin words while clauses are split on spaces. */
const LATIN_SPACE = '\u00b7';

/** The subject of one clause, or null when it has none of its own ('这正常吗'). */
function clauseSubject(clause: string): string | null {
  // '想换个工作': the measure word goes, so the subject is 换工作 rather than the 换个 left once 工作 is cut.
  let s = clause.trim().replace(/换(?:一个|一份|个|份)(?=工作|行业|城市|岗位|公司|单位|方向|赛道)/u, '换');
  // '谢谢你。那程序员转产品可行吗': the thanks before the question is no subject ('说到谢谢' read as nonsense).
  if (smallTalkOf(s)) return null;
  // What the asker rules out is not what they ask about ('不想当老师').
  if (/^(?:我|也|又|并|都)?(?:不|没|别|除了)/u.test(s)) return null;
  if (OTHERS.test(s) || /都(?:不想|不愿|不要|不喜欢|不考虑|不打算)/u.test(s)) return null;
  // '怕两头都落空', '担心说高了': a fear, not a thing asked about.
  if (/^(?:我)?(?:怕|害怕|担心|生怕|就怕)/u.test(s)) return null;
  // '我是那种坐不住的人', '上课老走神': the asker describing their character or habits frames the question; an
  // answer opening '关于种坐和上课老走神' would read as nonsense.
  if (SELF_DESCRIBED.test(s)) return null;
  // '身体吃不消', '精神上扛不住': what the asker can no longer bear is their state, and cut before its verb it would
  // read as nonsense ('说到身体吃').
  if (/吃不消|受不了|扛不住|撑不住|顶不住|熬不住|吃不住/u.test(s)) return null;
  // '越狠越好', '越快越好': how much, not a thing.
  if (/^越\p{Script=Han}{1,3}越/u.test(s)) return null;
  for (let i = 0; i < 8; i++) {
    const next = s.replace(LEAD, '');
    if (next === s) break;
    s = next;
  }
  // '感觉领导总针对我': what someone else does frames the question once the asker's lead-in is off, as at its start.
  if (OTHERS.test(s)) return null;
  // '白天上班晚上只有两个小时', '周末还要加班': the asker's schedule is a circumstance, not a thing asked about.
  if (
    /^(?:白天|晚上|早上|上午|下午|中午|周末|工作日|平时)(?:要|都|得|还要|也要)?(?:上班|上课|工作|加班|值班|带娃)/u.test(
      s,
    )
  )
    return null;
  // '研究生刚毕业', '本科在读': the asker's standing, not what they ask about.
  if (/^(?:研究生|本科生?|硕士|博士|专科生?|大专生?)(?:刚|已经|马上|快要?|即将|就要)?(?:毕业|在读|读完)/u.test(s))
    return null;
  // '考研群里说的调剂': where the term was met is no part of it.
  s = s.replace(/^\p{L}{1,12}?[里中上](?:说|提到|写|讲|看到|出现)的(?=\p{L}{2})/u, '');
  const end = END.exec(s);
  // '数学不好', '英语很差': a weakness the asker mentions, not what they ask about.
  // '硬件工程师一般给多少', '嵌入式工程师应届生一般工资多少' are 'usually', not a weakness.
  if (
    end &&
    /^(?:很|太|比较|特别)?(?:不好|不行|差(?!多少|几|距)|一般(?![给能拿开是都多在有会的就]|(?:工资|月薪|年薪|起薪|薪资|薪水|待遇)(?![^，。]{0,2}的))|烂|还行|还可以)/u.test(
      s.slice(end.index),
    )
  )
    return null;
  // '来钱快的兼职': what is asked about is the noun the quality describes.
  const described = end && /^(?:快|高|多|好|少|低|稳定|轻松)的(\p{L}{2,})$/u.exec(s.slice(end.index));
  if (described) s = described[1]!;
  else if (end) s = s.slice(0, end.index);
  // '成绩中等', 'GPA一般': how the asker stands, not what they ask about.
  if (
    /^(?:成绩|绩点|gpa|排名|专业排名|学历|英语|数学)/iu.test(s) &&
    /(?:中等|一般|还行|不错|很好|较好|中上|中下|靠前|靠后|垫底|偏低|不高)$/u.test(s)
  )
    return null;
  // Cut before its verb, a preposition or an adverb is left at its end ('公积金按', '入职前HR还'): not part of the thing.
  // Not the first character of a title ('跟单员').
  s = s.replace(/(?<=\p{L}{2})[按还]$/u, '').replace(/^(?:的|和|与|跟(?!单)|或)/u, '');
  // Again until nothing wraps it: '学校和专业' loses 专业, then its 和.
  for (let cut = s.replace(TAIL, ''); cut !== s; cut = s.replace(TAIL, '')) s = cut;
  // '大厂的只是打杂', '考公考了两年', '简历一页写不满': a word cut after 的, or a verb left at the end, is no part of
  // the thing asked about.
  s = s
    .replace(/(?<=\p{Script=Han}{2})的\p{Script=Han}$/u, '')
    // Not the last character of a noun ('猎头顾问').
    .replace(/(?<=\p{Script=Han}{2})(?<!顾|学|访)[写做干弄搞找选说问办]$/u, '')
    // '会计专业考什么证': the verb 考, not an exam's name (高考, 国考, 备考, 报考 keep theirs).
    .replace(/(?<=\p{Script=Han}{2})(?<![高国省联统自成中会参备报招选遴初复笔面重再])考$/u, '')
    // '省考和国考先考哪个' cut before 考 leaves 先, '公务员和事业编报哪个' its verb 报 (not 海报, 日报).
    .replace(/(?<=\p{Script=Han}{2})(?:先|(?<![汇简海日周月年画情学电公晚早快警预捷申填])报)$/u, '')
    .replace(/^(\p{Script=Han})(\p{Script=Han}+)\1$/u, '$1$2');
  // '简历上写了精通' cut after its verb leaves '简历上': what wraps it goes as it would have before the verb.
  for (let cut = s.replace(TAIL, ''); cut !== s; cut = s.replace(TAIL, '')) s = cut;
  // '银行当柜员': the job, not the place.
  s = /^\p{Script=Han}{2,}(?:当|做|干)(\p{L}{2,})$/u.exec(s)?.[1] ?? s;
  // '我想做的设计' cut after its verb leaves '的设计': the thing is 设计.
  s = s.replace(/^的+/u, '');
  // Only a phrase a reader would recognise as 'the thing asked about': not a pronoun, not a whole sentence.
  // Figures the asker typed ("8k", "一万五") stay in their question: an answer repeating them would seem to state them.
  if (/\d/u.test(s)) return null;
  if (chars(s) < 2 || chars(s) > 8 || GENERIC.test(s) || /^[这那哪啥它他她个些]/u.test(s)) return null;
  // A clause rather than a noun phrase ('以前打架被拘留过', '你觉得现'), or a count ('三个', '工作五年'): an answer
  // built around it ('关于你觉得现…') would read as nonsense.
  // '专科生想专升本': a clause too (its 想 is not the subject's first word, which LEAD would have taken off).
  // '面试官问', 'HR问期望': someone speaking, a clause too; '实习期间发现自己' the asker finding, too.
  // '合同上写', 'offer里写': what a paper says, a clause too.
  if (
    /[我你他她它被把让想]|(?<![顾学访])问(?!题)|觉得|认为|发现|自己|[上里中]写|[一二两三四五六七八九十几]+(?:个|年|岁|次|月)/u.test(
      s,
    )
  )
    return null;
  return s;
}

/**
 * Up to two subjects of a question, in the order asked: '31岁程序员，想转行去考公' → 程序员、考公. What the asker
 * wants to move towards comes first when they say so ('想当法医', '转行做数据分析').
 */
export function questionSubjects(question: string): string[] {
  // 'data analyst' and 'gap year' are one phrase: the space between Latin words does not end a clause.
  const text = question.replace(CJK_SPACE, '').replace(/(?<=[A-Za-z])\s+(?=[A-Za-z])/gu, LATIN_SPACE);
  // '要考的话申论怎么练': a supposition ends its clause as a comma would.
  const clauses = text.split(/(?:[，。？！、,.?!；;：:\s（）()“”"【】\n]|的话)+/u).filter(Boolean);
  const found: string[] = [];
  const wanted: string[] = [];
  for (const clause of clauses) {
    const s = clauseSubject(clause)?.replaceAll(LATIN_SPACE, ' ');
    if (!s || found.some((f) => f.includes(s) || s.includes(f))) continue;
    if (/(?:想(?:当|做|去|转|进|考|学)|转行|转(?:去|做|到))/u.test(clause)) wanted.push(s);
    found.push(s);
  }
  return [...new Set([...wanted, ...found])].slice(0, 2);
}

/** Whether an answer already names a subject: the phrase itself, or its core once a trailing 学/专业 is dropped. */
export function names(answer: string, subject: string): boolean {
  return answer.includes(subject) || answer.includes(subject.replace(/(?:学|专业|工程)$/u, ''));
}
