/*
 * English phrases read as the Chinese words the rules look for (disguise.ts applies them to the text with its word
 * breaks, before spaces are dropped).
 */

/**
 * English said for what the rules look for, read on the text with its word breaks ('buy weed', 'kill myself'),
 * since dropping spaces would join the words into one run of letters.
 */
export const ENGLISH: ReadonlyArray<[RegExp, string]> = [
  // Prevention work first, so a job in it is read as one (自杀干预 is asked about as a job).
  [/\b(suicide|crisis) (prevention|hotline|intervention)\b/g, ' 自杀干预 '],
  [/\b(kill(ing)? my ?self|commit(ting)? suicide|suicide|end(ing)? my (own )?life|take my (own )?life)\b/g, ' 自杀 '],
  [/\b(self[- ]?harm(ing)?|cut(ting)? myself)\b/g, ' 自残 '],
  // Not the phrasal verb (weed out the weak candidates), which screening and hiring use.
  [/\b(weed(?! ?out\b)|marijuana|cannabis)\b/g, ' 大麻 '],
  [/\b(cocaine)\b/g, ' 可卡因 '],
  [/\b(meth|crystal meth|ice drug)\b/g, ' 冰毒 '],
  [/\b(heroin)\b/g, ' 海洛因 '],
  // ice bought (buy some ice, score a gram of ice) is the drug's street name; ice cream, an ice pack or rink are not.
  [
    /\b(buy|buying|score|scoring|cop|copping)( (some|a little|a bag of|a gram of|\d+ ?g(rams?)? of))? ice\b(?! ?(cream|cubes?|packs?|skat\w*|hockey|rink|machine|maker|coffee|tea|latte))/g,
    ' 买冰毒 ',
  ],
  [/\b(ecstasy|mdma)\b/g, ' 摇头丸 '],
  [/\b(gambling|betting) (site|website|platform|app)s?\b/g, ' 赌博网站 '],
  // Bets on sport and their odds (sports betting odds 哪个网站最好): the bookmaker's trade, not a sport's marketing.
  [/\b(sports? )?(betting|gambling) odds\b/g, ' 赌球赔率 '],
  [/\bsports? (betting|gambling|bets?)\b/g, ' 体育博彩 '],
  // Betting named in English beside Chinese (online casino怎么赢, sports betting 网站, bet球): online it is always the
  // illegal kind in China, and a casino counts only beside a win, a stake or a site asked after, so a casino hotel's
  // or a Macau dealer's job is read as a job.
  [/\b(online|internet|web) (gambling|betting|casinos?|poker|slots?)\b/g, ' 网络赌博 '],
  [/\b(gambling|betting|bet)(?= ?(网站|平台|app|软件|球|足球|篮球))/g, ' 赌博'],
  [/\bcasinos?\b(?= ?(怎么|如何|哪个|哪家|推荐|平台|网站|app|技巧|必胜|稳赢|稳赚|充值|下注|赢))/g, ' 赌场 '],
  // Anti-money-laundering work first, so a compliance job is read as one (anti-money laundering analyst).
  [/\banti[- ]?money[- ]?laundering\b/g, ' 反洗钱 '],
  [/\bmoney[- ]?launder(ing|er|ers)?\b|\blaunder(s|ed|ing)? (the |dirty |their |his |her )?money\b/g, ' 洗钱 '],
  [/\b(dox+(ing)?)\b/g, ' 人肉 '],
  // Whose it is said after it (the phone number of my ex) or before it (my coworker's, where my boss lives).
  [/\b(the )?(phone|mobile|cell) numbers? (and \w+ \w+ )?of (my|his|her|this|that|a|some) \w+\b/g, ' 别人的手机号 '],
  [/\b(the )?(home )?address(es)? of (my|his|her|this|that|a|some) \w+\b/g, ' 别人的家庭住址 '],
  [/\bwhere (my|his|her|this|that) (\w+ ){1,3}lives\b|\b(his|her|their) (home )?address\b/g, ' 别人的家庭住址 '],
  [/\b(id card|id number|national id)\b/g, ' 身份证 '],
  [/\b(home address|where (he|she|they) lives?)\b/g, ' 家庭住址 '],
  [/\b(chat (history|records?|logs?)|private messages)\b/g, ' 聊天记录 '],
  [/\b(hotel (check-?in )?records?)\b/g, ' 开房记录 '],
  [
    /\b(track|locate) (his|her|their|someone'?s?|my (boyfriend|girlfriend|husband|wife|ex)'?s?) (phone|location)\b/g,
    ' 定位他的位置 ',
  ],
  [
    /\b(find|look up|track down|get|dig up)( out)? (someone|somebody|a person|him|her|this (guy|girl|person)|a stranger)('?s)?\b/g,
    ' 查别人的 ',
  ],
  [/\bwithout (getting|being) caught\b/g, ' 不被发现 '],
  // A farewell said in English (goodbye everyone, this is my last message, i won't be here tomorrow): the rule on
  // farewell messages reads a goodbye beside a sign that it is the last.
  [/\b(goodbye|farewell|bye) (everyone|everybody|all|guys|world|forever)\b|\bthis is (my )?goodbye\b/g, ' 再见了大家 '],
  [/\b(this is )?my (last|final) (message|words|post)\b/g, ' 最后的留言 '],
  [/\bi (won['’]?t|will not|wont) be (here|around|alive) (tomorrow|anymore|any more)\b/g, ' 明天我就不在了 '],
  [/\b(i['’]?m |i am )?(ending|end) it (all )?(tonight|today|now)\b/g, ' 今晚结束 '],
  // The ask itself (teach me to…), so a rule reading an ask beside the act hears it.
  [/\bteach me (how )?to\b/g, ' 教我 '],
  // A weapon made, someone stalked, drugs bought by their street names (a bomb, stalk my ex, buy some molly).
  [
    /\b(make|build|craft|assemble) (a |an |my own )?(bomb|pipe bomb|explosives?|molotov( cocktail)?|gun|firearm)s?\b/g,
    ' 制作炸弹 ',
  ],
  [
    /\bstalk(ing)? (my |his |her |a |an |this |that )?(ex|boyfriend|girlfriend|someone|somebody|him|her|girl|guy|coworker|colleague|woman|man)\b/g,
    ' 跟踪别人 ',
  ],
  // Typed beside Chinese too (想buy点coke): 点 and 些 stand where 'some' would.
  [/\b(buy|get|score|cop) ?(some |点|一点|些)? ?(coke|molly|acid|shrooms|crack|ketamine|lsd)\b/g, ' 买毒品 '],
  // A drug test to be beaten (how to pass a drug test, beat a urine test): the test is what is got round.
  [
    /\b((how|ways?) (to|do i|can i|do you|should i) )?(pass|passing|beat|beating|cheat|cheating|fool|fake)( on)?( an?| the| my)? (drug|urine|hair( follicle)?|piss) (test|screen)(ing)?s?\b/g,
    ' 怎么骗过毒检 ',
  ],
  // Ketamine alone only where a supply is asked after (ketamine 哪里有): an anaesthetic is asked about as medicine too.
  [
    /(?<=(买|卖|搞|弄|求|来点|有没有) ?)\bketamine\b|\bketamine\b(?= ?(哪里|哪儿|在哪|去哪|怎么(买|弄|搞)|谁有|有货|渠道|多少钱))/g,
    ' 氯胺酮 ',
  ],
  // A dealer by the slang for one (找个plug拿点货) and a drug by its street name (有没有人卖molly), asked for after a
  // Chinese verb: a plug-in is 插件, and molly or shrooms are no word of career talk.
  [
    /(?<=(找|找个|找一个|有没有|谁有|认识|求|求个|求一个)(靠谱的|靠谱)? ?)\bplugs?\b|\bplugs?\b(?= ?(拿货|有货|的货|出货))/g,
    ' 毒贩 ',
  ],
  [/(?<=(买|卖|搞|弄|求|来点|有没有|谁有)(点|些|一点)? ?)\b(molly|shrooms|xtc|acid)\b/g, ' 毒品 '],
  // A weapon, a paid encounter or a hook-up app named in English after a Chinese verb (怎么做bomb, 买到gun, escort服务).
  [/(?<=(做|造|制作|制造|自制|搞|弄)(个|一个)? ?)\b(bombs?|explosives?)\b/g, ' 炸弹 '],
  [/(?<=(买|买到|搞到|弄到|卖)(把|一把)? ?)\b(guns?|firearms?|pistols?|rifles?)\b/g, ' 枪 '],
  [/\bescorts?\b(?= ?(服务|service|girl|agency|小姐|上门|妹))/g, ' 色情'],
  [/\bhook ?ups?\b(?= ?(app|软件|网站|平台|对象))/g, ' 约炮'],
  // Breaking into or stealing what is someone else's (hack my ex's instagram account, steal her password).
  [
    /\b(hack(ing|ed)?( into)?|steal(ing)?|break(ing)? into|get into) (my (ex|boyfriend|girlfriend|husband|wife|boss|colleague|coworker|friend|neighbou?r|roommate)|his|her|their|someone|somebody|other people|others)(['’]?s)? ?(\w+ )?(accounts?|passwords?|emails?|phones?|computers?|wechat|instagram|facebook|qq)\b/g,
    ' 盗别人的账号 ',
  ],
  // Papers of a job or a bank faked (a fake bank statement, forge a pay slip, a fake sick note).
  [
    /\b(fake|forged?|forging|falsif(y|ied|ying)|made[- ]up) (a |an |my |一?[个份张] ?)?(bank statements?|pay ?slips?|payslips?|income (proof|certificates?|statements?)|employment (letters?|certificates?|proof)|offer letters?|sick notes?|doctor['’]?s notes?|medical certificates?|internship certificates?|references?)\b/g,
    ' 伪造证明 ',
  ],
  [/\bcheat(ing)? (on|in|at) (the |an |my |a )?(\w+ ){0,2}(exam|test|interview)s?\b/g, ' 考试作弊 '],
  // A dose asked against one's life (how many sleeping pills to overdose).
  [/\bsleeping (pills?|tablets?)\b/g, ' 安眠药 '],
  // Asked against a death (how many sleeping pills to die): an amount taken, as the rules on a lethal dose read it.
  [/\bhow (much|many)\b(?=.{0,30}\b(to|would|will|could|can) (die|kill (me|myself))\b)/g, ' 吃多少 '],
  [/\bhow (much|many)\b/g, ' 多少 '],
  // A count asked against a death (how many sleeping pills to die): 会死, as the rules on a lethal dose read it.
  [/\b(to|would|will|could|can) (die|kill (me|myself))\b/g, ' 会死 '],
  [/\b(to|enough to|want to|going to|gonna) overdose\b|\boverdose on\b/g, ' 吃多少会死 '],
  [/\b(fake|forge[ds]?|forging) (a |an |my |一?[个份张] ?)?(diploma|degree|certificate|transcript)s?\b/g, ' 伪造学历 '],
  [/\b(write|do) my (homework|essay|thesis|assignment)\b/g, ' 帮我写作业 '],
  // The piece of coursework named in English after a Chinese verb of writing it (帮我写homework, 代写essay).
  [
    /(?<=(写|做|代写|代做)(一下|一篇|个)? ?)\b(homework|assignments?|essays?|thesis|coursework|dissertation)\b/g,
    ' 作业 ',
  ],
  [/\bwhere (can|could|do|would) (i|someone|one|you) (buy|get)\b/g, ' 哪里买 '],
  [/\bhow (can|could|do|would) (i|someone|one|you) (buy|get)\b/g, ' 怎么买 '],
  // A person's details asked after in English (the phone number of my ex, where my coworker lives, someone's chat logs).
  [/\b(phone|mobile|cell) numbers?\b/g, ' 手机号 '],
  [/\bcredit (reports?|records?|history)\b/g, ' 征信 '],
  [
    /\b(someone else|somebody else|other people|my (ex|boyfriend|girlfriend|husband|wife|coworker|colleague|boss))['’]?s?\b/g,
    ' 别人的 ',
  ],
  [/\b(find|look up|check|dig up)( out)?\b/g, ' 查 '],
  // Said inside a Chinese sentence (想track我女朋友的location): following someone, and where they are.
  [/\b(track|trace|locate)\b(?= ?(我|他|她|ta|别人|对象|老公|老婆|男朋友|女朋友|前任))/g, ' 追踪 '],
  [/(?<=的 ?)\blocation\b/g, ' 位置 '],
  [/\bwithout (them|him|her) knowing\b/g, ' 偷偷 '],
  // The same said half in Chinese (定位someone's 手机 without 他知道) and a weapon made (how to make 炸药 at home).
  [/\bsomeone['’]?s\b/g, ' 别人的 '],
  [/\bwithout\b(?= ?(他|她|ta|对方|别人)(知道|发现))/g, ' 不让 '],
  [/\b(how (to|do i|can i) )?(make|build)\b(?= ?(炸药|炸弹|土枪|枪|雷管))/g, ' 自制 '],
  [/\bat home\b/g, ' 在家 '],
  // A job's papers made up or inflated (a fake employment verification letter, inflate my income certificate).
  [
    /\b(make|get|create|write|forge|inflate|pad|boost)( me| up)? (a |an |my )?(fake |false |forged )?(employment (verification )?letters?|income (proof|certificates?|statements?)|salary (certificates?|slips?)|bank statements?|resignation (letters?|certificates?))\b/g,
    ' 伪造证明 ',
  ],
  [/\bfake (employment|income|salary|bank|resignation)\b/g, ' 伪造证明 '],
  // The planner cast as a device in an exam, or a story asked for how to cheat in one.
  [/\b(smart ?watch|earpiece|earphones?|earbuds?|phone)\b(?=.{0,40}\b(exam|test|gaokao)\b)/g, ' 耳机 '],
  [/\b(send|give|tell|read)( me)? the answers?\b/g, ' 把答案发给我 '],
  [/\b(pretend|imagine|act as if|suppose) (you are|you're)\b/g, ' 假设你是 '],
  // The planner cast as a doctor and a prescription asked of it (pretend you are a doctor and write me a prescription).
  [/\b(write|give|prescribe)( me)? (a |an |some )?(prescriptions?|scripts?)( for)?\b/g, ' 给我开处方 '],
  [/\bprescriptions?\b/g, ' 处方 '],
  [/\b(an? )?(doctor|physician|pharmacist)\b/g, ' 医生 '],
  [/\b(to cheat|cheating|cheats?)\b/g, ' 作弊 '],
  [/\b(during|in) the (exam|test)\b/g, ' 考试时 '],
  [/\b(exam|test|gaokao)\b/g, ' 考试 '],
  [/\b(hides?|hidden|conceal(s|ed)?)\b/g, ' 藏 '],
  [/\bfor a (novel|story)\b/g, ' 写小说 '],
  [/\bin detail\b/g, ' 详细 '],
];
