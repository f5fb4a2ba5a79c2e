import { REPORT_REASON_LABELS } from '@lucina/contracts';
import { KEYWORD_ALLOW_LABEL, SAFETY_CATEGORIES, SAFETY_CATEGORY_LABELS } from '@lucina/contracts/admin';

const REASONS = REPORT_REASON_LABELS as Record<string, string>;
const CATEGORIES = SAFETY_CATEGORY_LABELS as Record<string, string>;

/** A keyword's category, or a queue item's category or report reason (in the user's words), as operators read it. */
export const categoryName = (code: string, source?: 'block' | 'report') =>
  code === 'allow'
    ? KEYWORD_ALLOW_LABEL
    : ((source === 'report' ? REASONS[code] : undefined) ?? CATEGORIES[code] ?? REASONS[code] ?? code);

/** The keyword library's categories for a select: the gate's, then the innocent phrases. */
export const categoryOptions = [...SAFETY_CATEGORIES, 'allow' as const].map((c) => ({
  value: c,
  label: categoryName(c),
}));

/** Texts of the console's content-safety pages: the keyword library and the review queue. */
export const safetyText = {
  keywords: {
    hint: '问题和回答都会用关键词库检查（含拼音、谐音与拆字写法）。改动保存后几秒内在所有服务器生效。产品内置的词只能停用，不能删除：每次启动都会补回缺失的内置词。',
    search: '搜索关键词',
    category: '类别',
    allCategories: '全部类别',
    status: '状态',
    allStatuses: '全部状态',
    enabled: '生效中',
    disabled: '已停用',
    add: '添加关键词',
    term: '关键词',
    termPlaceholder: '如：刷单返利',
    termRequired: '请输入关键词',
    import: '导入文件',
    importTitle: '导入关键词',
    importHint:
      '支持 .txt 或 .csv 文件，每行一个词；也可写成「词,类别」，类别填中文名或代码。没写类别的行归入下面选的类别。重复的词只导入一次。',
    importDefault: '未写类别的行归入',
    importPick: '选择文件',
    importFile: (name: string, lines: number) => `${name}（${lines.toLocaleString('zh-CN')} 行）`,
    importStart: '开始导入',
    importTooLarge: '文件过大，请拆分后分批导入',
    importInvalidLines: (lines: number[]) => `无效的行：第 ${lines.join('、')} 行`,
    export: '导出 CSV',
    exported: (n: number) => `已导出 ${n.toLocaleString('zh-CN')} 个关键词`,
    added: '已添加，所有服务器几秒内生效',
    remove: '移除',
    disable: '停用',
    enable: '启用',
    confirmRemove: '删除后不再拦截这个词，确定删除？',
    confirmDisable: '这是产品内置的词，将停用（可随时重新启用），确定？',
    removed: '已删除',
    disabledDone: '已停用',
    enabledDone: '已重新启用',
    source: { shipped: '内置', operator: '运营添加' },
    columns: { term: '关键词', category: '类别', source: '来源', status: '状态', updated: '更新时间', action: '操作' },
    empty: '没有符合条件的关键词',
  },
  dashboard: {
    title: '内容安全',
    toQueue: '去审核',
    blocksToday: '今日拦截',
    blocksWeek: '近 7 天拦截',
    openReports: '待处理举报',
    openBlocks: '待复核拦截',
    category: '类别',
    today: '今日',
    week: '近 7 天',
    none: '近 7 天没有拦截',
  },
  review: {
    hint: '被安全检查拦截的问答和用户举报的回答都在这里。驳回表示没有问题；确认违规会保留记录；停用账号会让对方立即下线且无法再登录（仅管理员）。每个操作都记入审计日志。',
    source: { block: '系统拦截', report: '用户举报' },
    allSources: '全部来源',
    status: { pending: '待处理', dismissed: '已驳回', confirmed: '已确认违规' },
    allStatuses: '全部状态',
    allCategories: '全部类别',
    stage: { question: '拦截了问题', answer: '回答中途拦截' },
    question: '问题',
    answer: '回答',
    answerEmpty: '（未生成回答）',
    rule: '命中规则',
    detail: '举报说明',
    visitor: '访客',
    userDisabled: '账号已停用',
    dismiss: '驳回',
    confirm: '确认违规',
    disableAccount: '停用账号',
    confirmDisableAccount: '确认违规并停用该账号？对方将立即下线，之后无法登录。',
    note: '备注（选填）',
    done: { dismiss: '已驳回', confirm: '已确认违规', disable: '已停用该账号' },
    columns: {
      time: '时间',
      source: '来源',
      category: '类别',
      content: '内容',
      user: '用户',
      status: '状态',
      action: '操作',
    },
    empty: '队列里没有符合条件的记录',
  },
} as const;
