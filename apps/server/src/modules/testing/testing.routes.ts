import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY_MS } from '@lucina/contracts';

/**
 * Test-only helpers, registered only when ENABLE_TEST_ROUTES is set (never in production):
 * end-to-end tests use them to create a logged-in user without going through SMS.
 */
export async function testingRoutes(fastify: FastifyInstance) {
  // Validated by Fastify like every other route: a hostile body is a 400 in the envelope, not a thrown ZodError.
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, sessions } = app.ctx.services;
  const sessionBody = z.object({
    nickname: z.string().max(30).optional(),
    userGrade: z.number().int().min(0).max(4).optional(),
    /** A member's days left before the membership ends (30 unless given). */
    memberDaysLeft: z.number().int().min(1).max(365).optional(),
    chatCount: z.number().int().min(0).optional(),
    conversationCount: z.number().int().min(0).optional(),
    /** A first visit: the guided tour and the profile pop-up are still due (otherwise both are done). */
    firstVisit: z.boolean().optional(),
    /** How many system messages to seed for the user (they start unread). */
    messages: z.number().int().min(0).max(20).optional(),
    /** A console role for the account (what `npm run admin -- grant` gives). */
    role: z.enum(['operator', 'admin']).optional(),
    /** false: the account never accepted the agreement's versions in force, so the consent dialog is due. */
    consented: z.boolean().optional(),
  });

  // No body at all (Fastify's null) asks for a plain user.
  app.post('/api/__test__/session', { schema: { body: sessionBody.nullish() } }, async (req) => {
    const input = req.body ?? {};
    const userGrade = input.userGrade ?? 0;
    // A member level comes with an expiry, as a purchase would set it.
    const endTime = userGrade > 0 ? new Date(Date.now() + (input.memberDaysLeft ?? 30) * DAY_MS) : undefined;
    // Onboarded unless asked otherwise, so the first-visit steps do not cover other tests' pages.
    const onboarding = input.firstVisit ? {} : { bootState: '1', infoCollectionState: '2', tagiSCollect: 2 };
    const user = await users.create({
      nickname: input.nickname,
      userGrade,
      endTime,
      chatCount: input.chatCount,
      conversationCount: input.conversationCount,
      ...onboarding,
    });
    for (let i = 0; i < (input.messages ?? 0); i++) {
      await app.ctx.services.messages.notify(user.id, 'coupon', { couponName: `测试优惠券 ${i + 1}` });
    }
    if (input.role) await app.ctx.services.access.setRole(user.id, input.role);
    // As a sign-up does: the login form's agreement checkbox accepted the versions in force.
    if (input.consented !== false) await app.ctx.services.rights.consent.acceptAtSignup(app.ctx.database.db, user.id);
    const { token } = await sessions.issue(user.id);
    return { code: 200, msg: 'ok', data: { token, userId: user.id } };
  });

  // Offline answers pause before piece `afterPieces` until released (see providers/llm/answer-hold.ts).
  const holdBody = z.object({ afterPieces: z.number().int().min(0) });
  app.post('/api/__test__/answers/hold', { schema: { body: holdBody } }, async (req) => {
    const { afterPieces } = req.body;
    app.ctx.services.answerHold?.holdAfter(afterPieces);
    return { code: 200, msg: 'ok', data: null };
  });
  app.post('/api/__test__/answers/release', async () => {
    app.ctx.services.answerHold?.release();
    return { code: 200, msg: 'ok', data: null };
  });

  // A request that stays in flight, for the graceful-shutdown test.
  const slowQuery = z.object({ ms: z.coerce.number().int().min(0).max(10_000) });
  app.get('/api/__test__/slow', { schema: { querystring: slowQuery } }, async (req) => {
    const { ms } = req.query;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { code: 200, msg: 'ok', data: { waited: ms } };
  });
}
