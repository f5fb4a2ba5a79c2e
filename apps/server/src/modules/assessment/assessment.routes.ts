import type { FastifyInstance } from 'fastify';
import { assessmentRoutes as api } from '@lucina/contracts';
import type { Identity } from '../../http/identity.js';
import { READ_ONLY_POST, registerRoute } from '../../http/route.js';
import type { Owner } from './record.repository.js';

/** Routes with auth 'identity' carry a user or a visitor; the report reads (auth 'user') only a user. */
function ownerOf(identity: Identity): Owner {
  if (identity.kind === 'user') return { kind: 'user', userId: identity.userId };
  if (identity.kind === 'visitor') return { kind: 'visitor', visitorId: identity.visitorId };
  throw new Error('assessment routes need auth "identity"');
}

export async function assessmentRoutes(app: FastifyInstance) {
  const { assessment, assessmentReports: reports } = app.ctx.services;

  registerRoute(app, api.getSurveyList, ({ identity }) => assessment.surveyList(ownerOf(identity)), READ_ONLY_POST);
  registerRoute(app, api.surveyTemplate, ({ body }) => assessment.template(body.surveyId), READ_ONLY_POST);
  registerRoute(app, api.getSurveyTest, ({ identity, body }) => assessment.start(ownerOf(identity), body.surveyId));
  registerRoute(app, api.getSurveySubmit, ({ identity, body }) => assessment.submit(ownerOf(identity), body));
  registerRoute(
    app,
    api.aiTestRecordCount,
    ({ identity }) => assessment.submittedCount(ownerOf(identity)),
    READ_ONLY_POST,
  );
  registerRoute(
    app,
    api.getAiTestRecord,
    ({ identity, body }) => assessment.recordList(ownerOf(identity), body),
    READ_ONLY_POST,
  );
  registerRoute(app, api.isAiTestFinished, ({ identity }) => assessment.finished(ownerOf(identity)), READ_ONLY_POST);
  registerRoute(
    app,
    api.surveyResultDetail,
    ({ identity, body }) => reports.detail(ownerOf(identity), body.recordId),
    READ_ONLY_POST,
  );
  registerRoute(
    app,
    api.surveyResultOccupationInfos,
    ({ identity, body }) => reports.occupations(ownerOf(identity), body),
    READ_ONLY_POST,
  );
  registerRoute(
    app,
    api.occupationDetail,
    ({ identity, body }) => reports.occupation(ownerOf(identity), body),
    READ_ONLY_POST,
  );
  registerRoute(
    app,
    api.surveyResultDetailSeparateLabel,
    ({ identity, body }) => reports.separateLabels(ownerOf(identity), body.recordId),
    READ_ONLY_POST,
  );
}
