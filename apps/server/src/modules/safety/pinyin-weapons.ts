/**
 * A gun spelled qiang beside characters (哪里能买到qiang, 自制土qiang, 仿真qiang): alone the syllable is 抢 as often
 * (qiang票, qiang红包, qiang单), so it is read as 枪 only after a getting or a making, or after the word that names the
 * kind of gun, and never before what 抢 takes. disguise.ts reads these with its other evasions.
 */
const NOT_A_GUN = '(?!票|红包|单|购|答|救|险|修|位|课|跑|镜|先|到手|[a-z])';

export const WEAPON_SPELLED: ReadonlyArray<[RegExp, string]> = [
  [
    new RegExp(
      `(?<=(买|卖|搞|弄|求|找|做|造|制作|自制|组装)(到|得到)?(个|一个|把|一把|支|一支|点)?)qiang${NOT_A_GUN}`,
      'gu',
    ),
    '枪',
  ],
  [new RegExp(`(?<=(土|仿真|猎|手|步|霰弹|钢珠|火药|气|自制))qiang${NOT_A_GUN}`, 'gu'), '枪'],
  // The gun named first and then where to get it (qiang哪里能买).
  [/(?<![a-z])qiang(?=(哪里|哪儿|在哪|去哪|从哪|怎么)(能|可以|才能)?(买|弄|搞|做))/gu, '枪'],
];
