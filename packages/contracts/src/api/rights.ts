import { z } from 'zod';
import {
  cancellationPreviewSchema,
  cancellationRequestSchema,
  cancellationSchema,
  consentBodySchema,
  dataExportSchema,
  exportIdQuerySchema,
  rightsStatusSchema,
} from '../rights.js';
import { defineRoute } from './define.js';

const BASE = '/user/rights';

export const rightsRoutes = {
  status: defineRoute({
    method: 'GET',
    path: `${BASE}/status`,
    auth: 'user',
    tag: 'rights',
    summary: '账号权益状态：注销冷静期、协议同意情况、最近一次数据副本',
    response: rightsStatusSchema,
    noMessage: true,
  }),
  cancellationPreview: defineRoute({
    method: 'GET',
    path: `${BASE}/cancellation/preview`,
    auth: 'user',
    tag: 'rights',
    summary: '注销前的说明：验证码发往何处、注销后将失去的内容',
    response: cancellationPreviewSchema,
  }),
  cancellationCode: defineRoute({
    method: 'POST',
    path: `${BASE}/cancellation/code`,
    auth: 'user',
    tag: 'rights',
    summary: '向账号绑定的手机号（或邮箱）发送注销验证码',
    response: z.object({ resendAfterSeconds: z.number().int() }),
  }),
  cancellationRequest: defineRoute({
    method: 'POST',
    path: `${BASE}/cancellation/request`,
    auth: 'user',
    tag: 'rights',
    summary: '凭验证码申请注销：进入 15 天冷静期并退出所有登录',
    body: cancellationRequestSchema,
    response: cancellationSchema,
  }),
  cancellationWithdraw: defineRoute({
    method: 'POST',
    path: `${BASE}/cancellation/withdraw`,
    auth: 'user',
    tag: 'rights',
    summary: '冷静期内撤回注销申请',
    response: z.null(),
  }),
  consent: defineRoute({
    method: 'POST',
    path: `${BASE}/consent`,
    auth: 'user',
    tag: 'rights',
    summary: '同意当前版本的用户协议与隐私政策',
    body: consentBodySchema,
    response: z.null(),
  }),
};

/**
 * The copy of one's data: apart from the app's route table (apiRoutes), so only the personal page's chunk, which
 * asks for and downloads a copy, carries these contracts, not every page's first screen.
 */
export const rightsExportRoutes = {
  exportCreate: defineRoute({
    method: 'POST',
    path: `${BASE}/export`,
    auth: 'user',
    tag: 'rights',
    summary: '申请个人数据副本',
    response: dataExportSchema,
  }),
  /** Answered with the zip file itself (application/zip); errors come in the usual envelope. */
  exportDownload: defineRoute({
    method: 'GET',
    path: `${BASE}/export/download`,
    auth: 'user',
    tag: 'rights',
    summary: '下载数据副本（zip）',
    query: exportIdQuerySchema,
    response: z.unknown(),
  }),
};
