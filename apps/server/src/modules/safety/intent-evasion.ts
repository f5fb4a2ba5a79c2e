import type { SafetyCategory } from './safety.types.js';
import { EXAM } from './intent-vocabulary.js';

/**
 * Getting past a check or a person's no, in forms the older rules miss: someone feeding answers during a test or
 * an interview, a second account used to see a test first, papers with a fake seal or bought online, someone's
 * password broken, and a person who blocked the asker pursued from another account. Each names the act with its
 * object, so asking about the check itself (笔试会不会开摄像头, 忘了自己邮箱密码, 离职证明怎么开) passes. They
 * read the normalized question (no spaces or symbols, lower case).
 */
export interface EvasionRule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
}

/** Someone beside or behind the asker. */
const HELPER = '(别人|朋友|同学|室友|家人|人|学长|学姐|大神|枪手|高手|外援)';
/** Feeding the answers: searching, relaying, prompting. */
const FEED =
  '(搜答案|查答案|找答案|搜题|查题|报答案|递答案|念答案|传答案|发答案|对答案|打字提示|提示答案|给(我)?提示|实时提示|小纸条|写纸条)';

const RULES: EvasionRule[] = [
  // 机考时旁边让同学帮我搜答案, 视频面试让朋友实时给我打字提示: a helper during a test or an interview.
  {
    id: 'cheat-helper',
    category: 'illegal',
    pattern: new RegExp(
      `^(?=.*${EXAM}).*(让|叫|找|请|安排)${HELPER}.{0,10}${FEED}|^(?=.*${EXAM}).*(场外|远程|实时|在旁边|在边上|在隔壁)(给我|帮我)?(打字)?(提示|报答案|递答案|念答案|传答案)`,
      'u',
    ),
  },
  // 边做边百度, 面试时用AI实时生成回答照着念: looking the answers up during the test (an open-book one aside).
  {
    id: 'cheat-lookup',
    category: 'illegal',
    pattern: new RegExp(
      `^(?=.*${EXAM})(?!.*开卷).*((边做边|边考边|边答边|一边(做|考|答)(题)?一边|考的时候|做题的?时候|答题的?时候)(偷偷)?(百度|搜|查|翻书|看答案|问ai|问gpt|问chatgpt|问豆包)` +
        `|(用|开|让)(ai|chatgpt|gpt|豆包|kimi|文心一言|deepseek|通义|软件|插件|外挂).{0,6}(实时|同步|偷偷|现场|当场)(生成|给出|写|出|搜)?(回答|答案|答题|作答|搜题|提词)|照着(念|读)|切屏.{0,6}(百度|搜|查))`,
      'u',
    ),
  },
  // 找关系提前知道题目, 谁有门路搞到答案, 有没有人能包过: the questions got by connections (门路 and 路子 are the
  // back door's words), or a pass bought.
  {
    id: 'exam-bought',
    category: 'illegal',
    pattern:
      /(找关系|托关系|走关系|托人|找人|花钱|送礼|走后门|内部人|门路|路子).{0,10}(提前)?(知道|拿到|搞到|弄到|看到|打听)(到)?.{0,6}(题目|考题|试题|答案|面试题)|(有没有|哪里有|谁|有人|找人)(能|可以)?(包过|保过|包上岸|保上岸|包录取|保录取)|(包过|保过|包上岸|保上岸).{0,10}(多少钱都|花多少钱|给钱|出钱)/u,
  },
  // 哪里能买到考研答案，考试当天用; 有没有提前泄露的国考试题: answers got to be used while sitting, or a paper got
  // before its sitting. Past papers' answers for practice (考研真题答案解析) and answers checked after it pass.
  {
    id: 'answers-for-the-sitting',
    category: 'illegal',
    pattern:
      /(买|搞|弄|拿|找|要|有没有|哪里有|哪有|谁有).{0,12}答案.{0,12}(考试当天|考试那天|考场上|考场里|进考场|带进考场|考试时|考试的时候|考的时候|当天用|现场用|考试中)|(买|搞到|弄到|拿到|有没有|哪里有|谁有|求).{0,8}(提前|考前|泄露|漏出来|漏题|内部流出)的?.{0,6}(答案|原题|试题|考题|真题|卷子)|(提前|考前)(买|搞到|弄到|拿到|知道|看到).{0,8}(答案|原题|试题|考题|卷子)/u,
  },
  // 把答案写在手上带进考场, 小抄怎么藏不被发现: notes carried into a test.
  {
    id: 'crib-notes',
    category: 'illegal',
    pattern: new RegExp(
      `^(?=.*(?:${EXAM}|考场)).*(答案|公式|小抄|单词|知识点|要点).{0,6}(写在|抄在|藏在|贴在|印在|记在)(手(?!账|册|抄)|胳膊|腿|橡皮|尺子|笔(?!记)|衣服|袖子|鞋|计算器|水瓶|瓶子|纸条)|(小抄|夹带).{0,8}(怎么|如何|藏|带进|不被发现|不被抓)`,
      'u',
    ),
  },
  // 开个小号先做一遍把题记下来: a second account used to see a test before sitting it.
  {
    id: 'cheat-preview',
    category: 'illegal',
    pattern: new RegExp(
      `^(?=.*${EXAM}).*((开|注册|用|借)(个|一个)?(小号|别的账号|另一个账号|新账号|别人的账号|朋友的账号|同学的账号|别的邮箱|另一个邮箱)|小号).{0,8}(先(做|考|测|答)|试(做|考|测)|探题|看题|记题|把题)`,
      'u',
    ),
  },
  // 自己做一份盖个假章, 网上买一个带公章的实习证明: a fake seal, or papers bought with one.
  {
    id: 'fake-seal',
    category: 'fraud',
    pattern:
      /(盖|刻|做|弄|买|p|ps)(个|一个|一枚|枚|上)?假(的)?(公|印|红)?章|(网上|淘宝|闲鱼|拼多多|花钱|找人)?买(一个|个|一份|份|一张|张|到)?.{0,6}(带|盖|有)(公章|印章|钢印|红章|章(?!节|程|法))|(证明|文凭|毕业证|学位证|学历证书?|流水|工资条|离职证明|实习证明).{0,12}(网上|淘宝|闲鱼|花钱|找人)买(一个|个|一份|份|一张|张)?/u,
  },
  // 教我写个脚本爆破前公司的邮箱密码, 怎么骗到别人的支付宝密码: someone else's password broken or got by a lie.
  {
    id: 'crack-password',
    category: 'illegal',
    pattern:
      /^(?!.*(靶场|靶机|ctf|授权|原理|防御|防范|面试|岗位|工程师|专业|考证|忘了|忘记|找回|我自己的|我的))(?:.*(爆破|暴力破解|破解|撞库|盗取|盗|偷|套出|猜出|破|(?<!被|防)骗(取|到|走)?)(一下)?.{0,10}(邮箱|账号|账户|微信|qq|wifi|电脑|手机|系统|后台)?的?(密码|口令|验证码))/u,
  },
  // 在简历上编一段实习, 编个理由说我在上家干了两年: an experience made up (编一个项目 can be programming; 编一段 is not).
  {
    id: 'fabricate-experience',
    category: 'fraud',
    pattern:
      /(编|瞎编|虚构|捏造|伪造)(一段|几段|段|一份|份).{0,6}(实习|工作|项目|经历|经验|履历)|(虚构|捏造|瞎编)(一个|个|些)?.{0,6}(实习|工作|项目|经历|获奖)|(编|造)(个|一个|段|一段|些)?(理由|说法|故事|借口)[^，。]{0,4}说(我)?(在|去)?[^，。]{0,8}(干|做|待|工作|实习|上班)(了|过)/u,
  },
  // 天天去她公司门口等她: waiting for someone where they work or live.
  {
    id: 'stalk-in-person',
    category: 'privacy',
    pattern:
      /(天天|每天|经常|偷偷|一直)(去|到|在)(她|他|前任|前女友|前男友)的?(公司|单位|家|学校|宿舍|小区)(楼下|门口|附近|外面)(等|堵|蹲|守)|(想知道|想打听|想查)(她|他|前任|前女友|前男友|前妻|前夫)(现在)?(在哪|住哪|在哪上班|在哪工作|哪家公司|什么公司|的单位)/u,
  },
  // 她把我拉黑了，怎么用别的号继续加她: pursuing someone who said no.
  {
    id: 'pursue-blocked',
    category: 'privacy',
    pattern:
      /(拉黑|删了|删除了|屏蔽)(了)?.{0,16}((换|用|注册)(了)?(个|一个|别的|其他|另一个|新|小)(号|账号|微信|手机号|qq)?.{0,6}(加|找|联系|私信|骚扰)|继续(加|找|联系|骚扰|私信)(她|他))/u,
  },
];

export const EVASION_RULES: EvasionRule[] = RULES;
