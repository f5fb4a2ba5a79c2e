import { visitorSignBodySchema, visitorSignSchema } from '../visitor.js';
import { defineRoute } from './define.js';

/** The visitor identity: the server signs a new temp token once; the signature proves it later. */
export const visitorRoutes = {
  sign: defineRoute({
    method: 'POST',
    path: '/user/visitor/sign',
    auth: 'public',
    tag: 'login',
    summary:
      '为浏览器新生成的访客临时标识签名（每个标识只签一次，每个 IP 每小时有上限）；签名放在 X-Visitor-Sig 请求头',
    body: visitorSignBodySchema,
    response: visitorSignSchema,
    noMessage: true,
  }),
};
