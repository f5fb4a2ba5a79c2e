import { describe, expect, it } from 'vitest';
import {
  canStartNeedsSurvey,
  NEEDS_SURVEY_NONE,
  NeedsSurveyOptions,
  splitSurveyTags,
  surveyTagsProblem,
  toggleSurveyOption,
} from './needs-survey.js';

describe('needs-survey options', () => {
  it('are the SPEC §3 options, each question ending with 暂无', () => {
    expect(NeedsSurveyOptions.work).toHaveLength(10);
    expect(NeedsSurveyOptions.study).toEqual(['国内考研', '留学申请', '发表论文', '竞赛', '暂无']);
    expect(NeedsSurveyOptions.work.at(-1)).toBe(NEEDS_SURVEY_NONE);
  });
});

describe('toggleSurveyOption', () => {
  it('adds and removes ordinary options, keeping order', () => {
    expect(toggleSurveyOption([], '简历优化')).toEqual(['简历优化']);
    expect(toggleSurveyOption(['简历优化'], '模拟面试')).toEqual(['简历优化', '模拟面试']);
    expect(toggleSurveyOption(['简历优化', '模拟面试'], '简历优化')).toEqual(['模拟面试']);
  });
  it('choosing 暂无 clears the others', () => {
    expect(toggleSurveyOption(['简历优化', '模拟面试'], '暂无')).toEqual(['暂无']);
  });
  it('choosing another option removes 暂无', () => {
    expect(toggleSurveyOption(['暂无'], '竞赛')).toEqual(['竞赛']);
  });
  it('clicking 暂无 again deselects it', () => {
    expect(toggleSurveyOption(['暂无'], '暂无')).toEqual([]);
  });
});

describe('surveyTagsProblem', () => {
  it('accepts option lists and 暂无 alone', () => {
    expect(surveyTagsProblem('work', ['职业规划', '公务员考试'])).toBeNull();
    expect(surveyTagsProblem('study', ['暂无'])).toBeNull();
    expect(surveyTagsProblem('study', [])).toBeNull();
  });
  it('names unknown, duplicated or mixed-with-暂无 choices', () => {
    expect(surveyTagsProblem('study', ['职业规划'])).toBe('升学需求中有不支持的选项：职业规划');
    expect(surveyTagsProblem('work', ['简历优化', '简历优化'])).toMatch(/重复/);
    expect(surveyTagsProblem('work', ['暂无', '简历优化'])).toMatch(/暂无/);
  });
});

describe('helpers', () => {
  it('splits comma-joined tags, tolerating the full-width comma', () => {
    expect(splitSurveyTags('职业规划， 简历优化,,')).toEqual(['职业规划', '简历优化']);
    expect(splitSurveyTags('')).toEqual([]);
  });
  it('start needs a choice in both questions', () => {
    expect(canStartNeedsSurvey(['简历优化'], [])).toBe(false);
    expect(canStartNeedsSurvey(['简历优化'], ['暂无'])).toBe(true);
  });
});
