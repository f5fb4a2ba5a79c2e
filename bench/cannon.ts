import autocannon from 'autocannon';

/**
 * Child process of compare.ts: runs autocannon apart from the servers, so the servers' own CPU time per
 * request can be read in the parent and the load generator does not compete with them on its event loop.
 */
process.on('disconnect', () => process.exit(0));
process.on('message', (opts: autocannon.Options) => {
  autocannon(opts).then(
    (r) =>
      process.send!({
        type: 'done',
        requests: r.requests.total,
        perSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      }),
    (err: unknown) => process.send!({ type: 'error', message: String(err) }),
  );
});
