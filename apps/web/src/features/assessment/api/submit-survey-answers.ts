import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type RouteBody } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { homeKeys } from '@/features/home';
import { assessmentKeys } from './query-keys';

export type SubmitAnswersBody = RouteBody<typeof apiRoutes.assessment.getSurveySubmit>;

/** Saves answers (final: false) or submits the whole test for scoring (final: true). */
export function submitSurveyAnswers(body: SubmitAnswersBody) {
  return request(apiRoutes.assessment.getSurveySubmit, { body });
}

/** The final submit; partial saves call `submitSurveyAnswers` directly from the autosave hook. */
export function useFinalSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SubmitAnswersBody, 'final'>) => submitSurveyAnswers({ ...body, final: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.surveyList() });
      void queryClient.invalidateQueries({ queryKey: [...assessmentKeys.all, 'records'] });
      // The home's opening message and test entry speak of the latest result.
      void queryClient.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}
