import type { InfoQuestion } from '@lucina/contracts';

const opts = (...labels: string[]) => labels.map((label) => ({ value: label, label }));

/**
 * The profile-collection questionnaire (SPEC §4): what a career planner asks first. The answers go into the
 * planner's context, so each one changes advice: stage and major set the starting point, city and industry
 * the market, job-search stage and main concern the next step. Id 1; a changed set needs a new id.
 */
export const INFO_QUESTIONNAIRE = {
  id: 1,
  title: '完善你的求职画像',
  description: '回答 6 个小问题（约 1 分钟），AI 职业规划师会据此给出更贴合你的建议。',
  questions: [
    {
      id: 1,
      order: 1,
      title: '你目前处于哪个阶段？',
      hint: '按当前的学业或工作状态选择',
      type: 'single',
      options: opts('高中/中职', '大专在读', '本科在读', '硕士在读', '博士在读', '毕业 3 年内', '工作 3 年以上'),
      required: true,
      max: 1,
    },
    {
      id: 2,
      order: 2,
      title: '你的专业是什么？',
      hint: '例如：计算机科学与技术、会计学、汉语言文学；还没分专业可以填“未定”',
      type: 'text',
      options: [],
      required: true,
      max: 30,
    },
    {
      id: 3,
      order: 3,
      title: '你希望在哪座城市发展？',
      hint: '选最想去的一个',
      type: 'single',
      options: opts('北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京', '西安', '家乡所在城市', '暂不确定'),
      required: true,
      max: 1,
    },
    {
      id: 4,
      order: 4,
      title: '你想进入哪些行业？',
      hint: '最多选 3 个',
      type: 'multiple',
      options: opts(
        '互联网/IT',
        '金融',
        '教育',
        '医疗健康',
        '制造业',
        '公务员/事业单位',
        '国企/央企',
        '文化传媒',
        '咨询/专业服务',
        '能源/环保',
        '暂不确定',
      ),
      required: true,
      max: 3,
    },
    {
      id: 5,
      order: 5,
      title: '你现在的求职/升学进度是？',
      hint: '',
      type: 'single',
      options: opts('还没开始考虑', '正在了解方向', '准备找实习', '正在找工作', '准备考研/考公/留学', '已拿到 offer'),
      required: true,
      max: 1,
    },
    {
      id: 6,
      order: 6,
      title: '你最想先解决的问题是？',
      hint: '',
      type: 'single',
      options: opts(
        '不知道自己适合做什么',
        '简历和面试准备',
        '了解行业与岗位',
        '在就业、考研、考公、留学之间选择',
        '想转行',
      ),
      required: false,
      max: 1,
    },
  ] satisfies InfoQuestion[],
};
