import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contracts' zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Off in production unless API_DOCS=on: the full route map is a reconnaissance aid.
 */
export async function registerOpenApi(app: FastifyInstance) {
  if (!app.ctx.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lucina API',
        description: 'AI 职业规划师接口。响应体统一为 {code, msg, data}。',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
