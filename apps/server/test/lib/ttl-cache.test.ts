import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../src/lib/ttl-cache.js';

describe('TTL cache', () => {
  it('returns an entry until its instant, never at or after it, and drops it when read late', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10 });
    cache.set('a', 1, 1000);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('sweeps only what is past its instant', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10 });
    cache.set('old', 1, 100);
    cache.set('new', 2, 300);
    cache.sweep(200);
    expect(cache.size).toBe(1);
    expect(cache.get('new', 200)).toBe(2);
  });

  it('starts over when full, but not when an existing key is replaced', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.set('b', 3, 1000);
    expect(cache.size).toBe(2);
    cache.set('c', 4, 1000);
    expect(cache.size).toBe(1);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBe(4);
  });

  it('drops the entries a predicate names', () => {
    const cache = createTtlCache<string, { owner: string }>({ maxEntries: 10 });
    cache.set('t1', { owner: 's1' }, 1000);
    cache.set('t2', { owner: 's2' }, 1000);
    cache.set('t3', { owner: 's1' }, 1000);
    cache.deleteWhere((v) => v.owner === 's1');
    expect(cache.size).toBe(1);
    expect(cache.get('t2', 0)).toEqual({ owner: 's2' });
  });
});
