import fs from 'node:fs';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production';

type ConfigHook = (config: UserConfig, env: ConfigEnv) => UserConfig | undefined;
const config = (command: ConfigEnv['command']) =>
  (reactRouterProduction().config as ConfigHook)(
    {},
    { command, mode: command === 'build' ? 'production' : 'development' },
  );

describe('reactRouterProduction', () => {
  it("points a build's react-router at the package's production files", () => {
    const aliases = config('build')?.resolve?.alias as { find: RegExp; replacement: string }[];
    expect(aliases).toHaveLength(1);
    const [alias] = aliases as [{ find: RegExp; replacement: string }];
    expect(alias.find.test('react-router')).toBe(true);
    // Only the bare package: a subpath (react-router/dom) is not rewritten to a file it is not.
    expect(alias.find.test('react-router/dom')).toBe(false);
    expect(alias.replacement).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(fs.existsSync(alias.replacement)).toBe(true);
    expect(fs.readFileSync(alias.replacement, 'utf8')).toContain('createBrowserRouter');
  });

  it('leaves the dev server and the tests on the default files', () => {
    expect(config('serve')).toBeUndefined();
  });
});
