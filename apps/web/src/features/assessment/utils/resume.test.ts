import { describe, expect, it } from 'vitest';
import { resumeFlow, type ResumeInput } from './resume';

const ids = [11, 12, 13, 14, 15, 16];
const base: ResumeInput = {
  recordId: 'r1',
  questionIds: ids,
  serverAnswers: [],
  snapshot: null,
  log: null,
  requested: null,
};

describe('resumeFlow', () => {
  it('starts a fresh record on the first question', () => {
    expect(resumeFlow(base)).toEqual({ answers: {}, index: 0, unsynced: {} });
  });

  it('resumes at the first unanswered question from the server answers', () => {
    const state = resumeFlow({
      ...base,
      serverAnswers: [
        { questionId: 11, value: 4 },
        { questionId: 12, value: 2 },
      ],
    });
    expect(state.index).toBe(2);
    expect(state.answers).toEqual({ 11: 4, 12: 2 });
    expect(state.unsynced).toEqual({});
  });

  it('prefers this record’s local copy: its position, and answers the server never got (sent again)', () => {
    const state = resumeFlow({
      ...base,
      serverAnswers: [{ questionId: 11, value: 4 }],
      snapshot: { surveyId: 1, recordId: 'r1', index: 2, answers: { 11: 5, 12: 3 }, updatedAt: 1 },
      log: { recordId: 'r1', pending: { 13: 1 } },
    });
    expect(state.answers).toEqual({ 11: 5, 12: 3, 13: 1 });
    expect(state.index).toBe(2);
    expect(state.unsynced).toEqual({ 11: 5, 12: 3, 13: 1 });
  });

  it('ignores a local copy of another record', () => {
    const state = resumeFlow({
      ...base,
      snapshot: { surveyId: 1, recordId: 'old', index: 4, answers: { 11: 5 }, updatedAt: 1 },
      log: { recordId: 'old', pending: { 12: 1 } },
    });
    expect(state).toEqual({ answers: {}, index: 0, unsynced: {} });
  });

  it('takes the URL question, but never past the first unanswered one', () => {
    const serverAnswers = [11, 12, 13].map((questionId) => ({ questionId, value: 3 }));
    expect(resumeFlow({ ...base, serverAnswers, requested: 2 }).index).toBe(1);
    expect(resumeFlow({ ...base, serverAnswers, requested: 6 }).index).toBe(3);
    expect(resumeFlow({ ...base, serverAnswers, requested: 99 }).index).toBe(3);
  });

  it('drops answers outside the scale or for unknown questions', () => {
    const state = resumeFlow({
      ...base,
      serverAnswers: [
        { questionId: 11, value: 9 },
        { questionId: 99, value: 3 },
      ],
      log: { recordId: 'r1', pending: { 12: 0, 13: 2 } },
    });
    expect(state.answers).toEqual({ 13: 2 });
  });
});
