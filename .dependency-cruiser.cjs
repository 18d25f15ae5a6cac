/**
 * Import boundaries (decision 0017). Biome matches import strings only; these rules need resolved paths
 * (a relative `../../shifts/...` and the `@/features/shifts/...` alias are the same edge), so they live
 * here. `npm run lint` runs them with `--ignore-known`: today's violations are listed in
 * `.dependency-cruiser-known-violations.json`, the allow-list that must only shrink (see the decision
 * record for how it is emptied).
 */

// Test support may reach into another feature: it builds that feature's rows to test its own.
const serverTestSupport = '(\\.test\\.ts|\\.access-rows\\.ts|-access-fixtures\\.ts|-test-world\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature never imports another feature: share through components/, lib/, hooks/ or the domain package; compose in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'components/, lib/ and hooks/ are below the features: they never import one.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|hooks)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'server-feature-private-file',
      comment:
        'A server feature imports another feature only through its public file <feature>/<feature>.api.ts (tests, *.access-rows.ts, *-access-fixtures.ts and *-test-world.ts may reach further).',
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/', pathNot: serverTestSupport },
      to: {
        path: '^apps/server/src/features/',
        pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/([^/]+)/\\1\\.api\\.ts$'],
      },
    },
    {
      name: 'domain-entry-points',
      comment:
        'Outside the domain package, import @portal/domain/<folder> (its index.ts), not a file inside the folder.',
      severity: 'error',
      from: { path: '^(apps|e2e|scripts)/' },
      to: {
        path: '^packages/domain/src/[^/]+/[^/]+\\.ts$',
        pathNot: '^packages/domain/src/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle makes load order matter and the two modules one.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      from: { path: '^(apps|packages|e2e|scripts)/' },
      // pdfmake/interfaces exists only as types (@types/pdfmake), which the resolver does not look in;
      // virtual:login-texts/* are made by a Vite plugin (apps/web/build/login-page-plugin.ts, decision 0049).
      to: {
        couldNotResolve: true,
        dependencyTypesNot: ['type-only'],
        pathNot: ['^pdfmake/interfaces$', '^virtual:login-texts/(fi|en|de|fr|pt)$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
