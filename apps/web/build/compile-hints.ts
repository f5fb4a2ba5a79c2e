import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its functions compiled
 * as it streams in, off the main thread. Without it V8 compiles a function when it is first called, on the main
 * thread: React DOM's renderer (one function, the CommonJS factory rolldown wraps it in) took 6 ms of compiling in
 * the task that evaluates it, and the router's functions most of the task that creates the router. Other browsers
 * read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose code nearly all runs on every first screen: those with React DOM and the router (vite.config.ts
 * puts each in a chunk of its own). Not the app's own chunks, most of whose functions a first screen never calls
 * (compiling them would only cost memory and a core, and the hint's bytes count against the first-screen budget).
 */
const EAGER_MODULE = /node_modules[\\/](react-dom|react-router)[\\/]/;

/** A built chunk's code with the hint as its first line when it holds React DOM or the router. */
export function withCompileHint(chunk: { moduleIds: readonly string[]; code: string }): string {
  return chunk.moduleIds.some((id) => EAGER_MODULE.test(id)) ? `${COMPILE_HINT}\n${chunk.code}` : chunk.code;
}

/** Writes the hint into the eager chunks once they are minified (an output banner does not reach them in Vite 8). */
export function compileHints(): Plugin {
  return {
    name: 'lucina:compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = withCompileHint(chunk);
    },
  };
}
