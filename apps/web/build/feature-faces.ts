/**
 * A web feature's faces (index.ts; pages.ts for its route pages) only re-export the feature's modules, and the
 * bundler is told so. Importing one name through a face then brings that one module, not every module the face
 * names (each has side effects, if only its CSS): the shell's chunk stays as small and the route pages as split
 * as when they were imported from the modules themselves. A test holds every face to re-exports only.
 */
export const featureFaces = {
  test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/](index|pages)\.ts$/,
  sideEffects: false,
};
