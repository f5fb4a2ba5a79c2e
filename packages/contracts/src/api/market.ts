import { z } from 'zod';
import { marketConfigIdSchema, marketServiceDetailSchema, marketServiceSchema } from '../market.js';
import { defineRoute } from './define.js';

export const marketRoutes = {
  serviceList: defineRoute({
    method: 'GET',
    path: '/user/template/marketServices',
    auth: 'public',
    tag: 'market',
    summary: '服务广场的全部服务（配置 ID 5–14）',
    response: z.array(marketServiceSchema),
  }),
  retainMain: defineRoute({
    method: 'POST',
    path: '/user/template/getTemplateImg/RETAIN-MAIN',
    auth: 'public',
    tag: 'market',
    summary: '服务详情页（/retain/capital）的内容：介绍、适合人群、服务内容、流程与图片',
    body: z.object({ configId: marketConfigIdSchema }),
    response: marketServiceDetailSchema,
  }),
};
