import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemoveBootShell } from './boot-shell';

function FirstRoute() {
  useRemoveBootShell();
  return <main>页面</main>;
}

describe('static first paint', () => {
  it("is removed when the first route renders, before the browser paints the route's own content", () => {
    const shell = document.createElement('div');
    shell.id = 'boot-shell';
    document.body.append(shell);
    render(<FirstRoute />);
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('lets a route render when there is no shell (a page the shell does not draw)', () => {
    const { getByRole } = render(<FirstRoute />);
    expect(getByRole('main')).toHaveTextContent('页面');
  });
});
