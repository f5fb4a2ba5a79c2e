/** Default toast text per HTTP status (SPEC §8, transport errors). */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: '请求参数错误',
  401: '未授权，请登录',
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: 'API接口报500错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};
export const HTTP_STATUS_FALLBACK_TEXT = '请求错误';

/** Text for a status, as the client shows it. 404 appends the URL, as SPEC §8 says. */
export function httpStatusText(status: number, url?: string): string {
  const text = HTTP_STATUS_TEXT[status] ?? HTTP_STATUS_FALLBACK_TEXT;
  return status === 404 && url ? `${text}: ${url}` : text;
}

/** Server-side messages shared by many routes. Feature messages live with their feature. */
export const ErrorText = {
  validation: '请求参数错误',
  unauthorized: '未授权，请登录',
  sessionExpired: '登录已过期，请重新登录',
  forbidden: '拒绝访问',
  notFound: '请求的资源不存在',
  apiNotFound: '请求地址出错',
  tooManyRequests: '操作太频繁，请稍后再试',
  internal: '服务器开小差了，请稍后再试',
  unavailable: '服务不可用',
  payloadTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求格式',
  /** The database refused a value the request carried: a number out of range, a NUL character in text. */
  invalidValue: '请求参数超出范围或含有无效字符',
  badUrl: '请求地址格式不正确',
  urlTooLong: '请求地址过长',
  visitorIdRequired: '缺少访客标识，请刷新页面后重试',
  visitorIdInvalid: '访客标识无效，请刷新页面后重试',
  visitorIdTaken: '访客标识已被使用，请刷新页面后重试',
  visitorTooMany: '当前网络新访客过多，请稍后再试',
  unknownFields: (fields: string[]) => `不支持的字段：${fields.join('、')}`,
  updateInfoNotOwn: '只能修改自己的资料',
  /** The same request reached a second instance after the first failed mid-way; it may have been applied. */
  duplicateRequest: '该请求已提交过，请刷新页面查看结果',
} as const;

/** Client-side texts of SPEC §8. */
export const ClientErrorText = {
  paymentCancelled: '取消支付',
  /** A stream that opened with 200 but is not a stream (SPEC §8 'unknown error'). */
  streamUnknown: '未知错误，请稍后重试',
  /** Followed by the upstream status, e.g. 接口错误 502 (SPEC §8 'interface error'). */
  streamInterface: '接口错误',
  streamInterrupted: '网络连接中断，回答未完成，已保存已生成的部分',
} as const;
