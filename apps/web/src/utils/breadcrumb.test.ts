import { describe, expect, it } from 'vitest';
import { breadcrumbFor, marketLabelFor } from './breadcrumb';

describe('breadcrumb', () => {
  it('personal and single pages start at 首页', () => {
    expect(breadcrumbFor('personalInfo', '/personal/info', '')).toEqual([
      { title: '首页', page: 'home' },
      { title: '个人信息' },
    ]);
    expect(breadcrumbFor('agreement', '/single/agreement', '')).toEqual([
      { title: '首页', page: 'home' },
      { title: '用户协议' },
    ]);
  });

  it('other pages start at 服务广场', () => {
    expect(breadcrumbFor('surveyTest', '/surveyTest', '')).toEqual([
      { title: '服务广场', page: 'market' },
      { title: 'AI职业测评' },
    ]);
    expect(breadcrumbFor('market', '/market', '')).toEqual([{ title: '服务广场' }]);
  });

  it('sub pages show their parent in the middle', () => {
    expect(breadcrumbFor('systemMessageDetail', '/personal/systemMessageDetail', '?id=9')).toEqual([
      { title: '首页', page: 'home' },
      { title: '消息中心', page: 'systemMessage' },
      { title: '消息详情' },
    ]);
    expect(breadcrumbFor('surveyResult', '/surveyTest/surveyResult', '').map((c) => c.title)).toEqual([
      '服务广场',
      'AI职业测评',
      '测评报告',
    ]);
  });

  it('service detail takes its label from the market config id', () => {
    expect(breadcrumbFor('retainCapital', '/retain/capital', '?id=5')).toEqual([
      { title: '服务广场', page: 'market' },
      { title: '考公考编' },
    ]);
    expect(marketLabelFor('?id=14')).toBe('职业规划');
    expect(marketLabelFor('?id=13&from=home')).toBe('求职陪跑');
  });

  it('an unknown or missing config id falls back to the page title', () => {
    expect(marketLabelFor('?id=9')).toBe('服务详情');
    expect(marketLabelFor('')).toBe('服务详情');
    expect(marketLabelFor('?id=')).toBe('服务详情');
  });

  it('home is not a personal or single page: its trail starts at 服务广场', () => {
    expect(breadcrumbFor('home', '/home', '')).toEqual([{ title: '服务广场', page: 'market' }, { title: '首页' }]);
  });

  it('login and error pages have no trail', () => {
    expect(breadcrumbFor('login', '/auth/login', '')).toEqual([]);
    expect(breadcrumbFor('error404', '/error/404', '')).toEqual([]);
    expect(breadcrumbFor(undefined, '/x', '')).toEqual([]);
  });
});
