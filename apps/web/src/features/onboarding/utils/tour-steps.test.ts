import { describe, expect, it } from 'vitest';
import { tourConfig, tourSteps, TOUR_TARGETS } from './tour-steps';

describe('tour config', () => {
  it('has the two steps of the spec in order', () => {
    const steps = tourSteps();
    expect(steps).toHaveLength(2);
    expect(steps[0]!.element).toBe('[data-tour="chat-input"]');
    expect(steps[0]!.popover?.title).toContain('AI 职业规划师');
    expect(steps[1]!.element).toBe(TOUR_TARGETS.market);
    expect(TOUR_TARGETS.market).toBe('.nav-market');
  });

  it('on a phone points its second step at the menu button, since the nav is in the closed drawer', () => {
    const steps = tourSteps(undefined, true);
    expect(steps[0]!.element).toBe('[data-tour="chat-input"]');
    expect(steps[1]!.element).toBe('[data-tour="nav-menu"]');
    expect(steps[1]!.popover?.description).toContain('左上角的菜单');
  });

  it('greets with the server’s dialog boot when it is there', () => {
    const [first] = tourSteps({ title: '你好，我是规划师', greeting: '有问题都可以问我。' });
    expect(first!.popover).toMatchObject({ title: '你好，我是规划师', description: '有问题都可以问我。' });
  });

  it('uses the spec popover settings and button texts', () => {
    expect(tourConfig).toMatchObject({
      popoverOffset: 27,
      stagePadding: 0,
      overlayOpacity: 0.7,
      animate: true,
      duration: 400,
      nextBtnText: '下一步',
      doneBtnText: '完成',
      showButtons: ['next'],
    });
  });
});
