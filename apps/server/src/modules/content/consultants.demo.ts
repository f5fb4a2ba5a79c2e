import type { ConsultantValues } from './consultant.repository.js';

/**
 * Invented consultants for demonstrations only (`npm start` embedded, LUCINA_DEMO=1): a production site shows
 * none until an operator adds real people. Fixed ids, so a demo restart neither duplicates nor revives them.
 */
export const DEMO_CONSULTANTS: readonly (ConsultantValues & { id: string })[] = [
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a01',
    name: '周老师',
    title: '技术方向职业规划顾问',
    years: 9,
    specialties: ['互联网与软件岗位', '工科转行', '技术岗面试'],
    intro: '曾任互联网公司技术招聘负责人，熟悉研发、测试、数据类岗位的能力要求与成长路径。',
    hollandCodes: 'RI',
    serviceConfigId: 14,
    sort: 1,
  },
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a02',
    name: '陈老师',
    title: '升学与科研规划顾问',
    years: 11,
    specialties: ['考研择校', '保研与科研经历', '硕博申请'],
    intro: '高校教师背景，长期指导本科生科研与升学，擅长把兴趣转化为可执行的升学方案。',
    hollandCodes: 'IA',
    serviceConfigId: 10,
    sort: 2,
  },
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a03',
    name: '林老师',
    title: '创意与传媒职业顾问',
    years: 8,
    specialties: ['设计与内容岗位', '作品集指导', '新媒体求职'],
    intro: '曾在广告与内容平台负责创意团队，熟悉设计、编辑、品牌类岗位的作品集与面试要求。',
    hollandCodes: 'AS',
    serviceConfigId: 14,
    sort: 3,
  },
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a04',
    name: '王老师',
    title: '教育与公共服务方向顾问',
    years: 10,
    specialties: ['教师与公共服务岗位', '考公考编', '人力资源'],
    intro: '熟悉教师招聘、事业单位与公务员考试，也长期从事高校就业指导。',
    hollandCodes: 'SC',
    serviceConfigId: 5,
    sort: 4,
  },
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a05',
    name: '赵老师',
    title: '商业与管理方向求职顾问',
    years: 12,
    specialties: ['市场与运营', '管培生', '群面与案例面试'],
    intro: '曾任快消与互联网企业校招负责人，熟悉管培生、市场、销售与运营岗位的选拔方式。',
    hollandCodes: 'ES',
    serviceConfigId: 13,
    sort: 5,
  },
  {
    id: '5b0e6a0c-3f1e-4c0a-9a51-0d1f3c6e7a06',
    name: '刘老师',
    title: '金融与财务方向职业顾问',
    years: 9,
    specialties: ['银行与证券', '财务审计', '专业证书规划'],
    intro: '金融行业从业多年，熟悉银行、券商、会计师事务所的招聘节奏和证书要求。',
    hollandCodes: 'CE',
    serviceConfigId: 13,
    sort: 6,
  },
];
