import { z } from 'zod';
import { defineRoute } from './define.js';

export const adminCancellationSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  /** Masked. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  requestTime: z.string(),
  dueTime: z.string(),
});
export type AdminCancellation = z.infer<typeof adminCancellationSchema>;

export const adminRightsRoutes = {
  cancellationList: defineRoute({
    method: 'GET',
    path: '/admin/cancellations',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '冷静期中的注销申请（按到期时间排序）',
    response: z.array(adminCancellationSchema),
  }),
  cancellationExecute: defineRoute({
    method: 'POST',
    path: '/admin/cancellations/execute',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '应用户要求提前执行注销：立即删除其个人信息（记入审计日志）',
    body: z.object({ userId: z.uuid({ message: '用户 ID 格式不正确' }) }),
    response: z.null(),
  }),
};
