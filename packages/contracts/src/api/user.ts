import { z } from 'zod';
import { updateInfoBodySchema, userInfoSchema } from '../user.js';
import { defineRoute } from './define.js';

export const userRoutes = {
  getLucinaInfo: defineRoute({
    method: 'GET',
    path: '/user/lucinaUser/getLucinaInfo',
    auth: 'user',
    tag: 'user',
    summary: '当前登录用户的资料',
    response: userInfoSchema,
  }),
  updateInfo: defineRoute({
    method: 'POST',
    path: '/user/lucinaUser/updateInfo',
    auth: 'user',
    tag: 'user',
    summary: '修改自己的引导、测评气泡与需求标签状态',
    body: updateInfoBodySchema,
    response: userInfoSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/user/login/logout',
    auth: 'public',
    tag: 'login',
    summary: '退出登录并吊销当前会话',
    response: z.null(),
    noMessage: true,
  }),
};
