import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  const code = 'import{t as e}from"./rolldown-runtime.js";var t=e(()=>{});';

  const chunk = (...moduleIds: string[]) => ({ moduleIds, code });

  it("puts the hint first in React DOM's and the router's chunks", () => {
    const dom = chunk('/w/node_modules/react/index.js', '/w/node_modules/react-dom/cjs/react-dom-client.js');
    expect(withCompileHint(dom)).toBe(`${COMPILE_HINT}\n${code}`);
    expect(withCompileHint(chunk('C:\\w\\node_modules\\react-router\\dist\\index.mjs'))).toMatch(/^\/\/# /);
  });

  it("leaves every other chunk as it is, the app's and a library's named after React alike", () => {
    expect(withCompileHint(chunk('/w/node_modules/zustand/esm/react.mjs'))).toBe(code);
    expect(withCompileHint(chunk('/w/src/main.tsx', '/w/src/app/router.tsx'))).toBe(code);
    expect(withCompileHint(chunk('/w/node_modules/@tanstack/react-query/build/modern/index.js'))).toBe(code);
  });

  it("is V8's magic comment, which must be the script's first line", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
