/**
 * Module boundaries, checked by `npm run lint` (depcruise). A server module's or a web feature's files
 * are its own: other modules and features import only its public face (index.ts). Tests may reach
 * inside the module they test.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const server = '^apps/server/src';
const web = '^apps/web/src';
const tests = '([.](test|spec)[.]tsx?$)|(^apps/server/test/)|(/testing/)|(test-utils)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules depend on each other one way; type-only imports do not count.',
      from: { pathNot: tests },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment: 'Another server module is reached through its index.ts only.',
      from: { path: `${server}/modules/([^/]+)/`, pathNot: tests },
      to: {
        path: `${server}/modules/[^/]+/`,
        pathNot: [`${server}/modules/$1/`, `${server}/modules/[^/]+/index[.]ts$`],
      },
    },
    {
      name: 'server-outside-modules-use-faces',
      severity: 'error',
      comment: 'Code outside the modules (app, context, http, plugins) reaches a module through its index.ts.',
      from: { path: `${server}/`, pathNot: [`${server}/modules/`, tests] },
      to: { path: `${server}/modules/[^/]+/`, pathNot: `${server}/modules/[^/]+/index[.]ts$` },
    },
    {
      name: 'route-not-repository',
      severity: 'error',
      comment:
        'Routes call services; queries live in repositories that only services use. A type a route names ' +
        '(who owns a record) runs no query, so type-only imports do not count.',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'service-not-fastify',
      severity: 'error',
      comment: 'Services and repositories know nothing of HTTP.',
      from: { path: '[.](service|repository)[.]ts$' },
      to: { path: 'node_modules/(fastify|@fastify/)' },
    },
    {
      name: 'tracing-sdk-loaded-dynamically',
      severity: 'error',
      comment:
        'OpenTelemetry is loaded only when tracing is configured: lib/tracing-sdk.ts, which imports it, is reached ' +
        'through the dynamic import in lib/tracing.ts only (a static one would load and patch on every start).',
      from: { path: `${server}/`, pathNot: tests },
      to: { path: `${server}/lib/tracing-sdk[.]ts$`, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'Another web feature is reached through its index.ts only.',
      from: { path: `${web}/features/([^/]+)/`, pathNot: tests },
      to: {
        path: `${web}/features/[^/]+/`,
        pathNot: [`${web}/features/$1/`, `${web}/features/[^/]+/index[.]ts$`],
      },
    },
    {
      name: 'web-outside-features-use-faces',
      severity: 'error',
      comment: 'Pages in app/ compose features through their index.ts (route pages: pages.ts).',
      from: { path: `${web}/`, pathNot: [`${web}/features/`, tests] },
      to: { path: `${web}/features/[^/]+/`, pathNot: `${web}/features/[^/]+/(index|pages)[.]ts$` },
    },
    {
      name: 'web-pages-from-routes',
      severity: 'error',
      comment:
        "A feature's route pages (its pages.ts) are imported by app/routes/ only: the router loads each route " +
        "module on first visit, so a page imported anywhere else would load with the app's first screen.",
      from: { path: `${web}/`, pathNot: [`${web}/app/routes/`, tests] },
      to: { path: `${web}/features/[^/]+/pages[.]ts$` },
    },
    {
      name: 'web-shared-not-app',
      severity: 'error',
      comment:
        'lib/, hooks/, components/, utils/, config/ and stores/ are shared pieces: they do not import the app or its features.',
      from: { path: `${web}/(lib|hooks|components|utils|config|stores)/`, pathNot: tests },
      to: { path: `${web}/(app|features)/` },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (a typo in a path would otherwise hide a dependency from these rules).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
