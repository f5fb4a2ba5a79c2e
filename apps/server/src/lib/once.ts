/** A value made on first use and kept (e.g. prepared statements, built only by code paths that need them). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
