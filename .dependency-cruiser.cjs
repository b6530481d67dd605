// Import boundaries (DESIGN §2b "Enforced, not hoped for"), checked by `npm run boundaries` inside `npm run validate`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycles (type-only imports included: they still couple the files).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment:
        'A web feature does not import another feature: shared pieces live in ui/ or lib/, or app/ composes them.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-no-features',
      severity: 'error',
      comment: 'ui/ and lib/ are shared by every feature, so they import no feature and not the app.',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-area-through-service',
      severity: 'error',
      comment:
        'A server area uses another area only through its service.ts (rules) and wire.ts (shapes), never its routes, ' +
        'tables or helpers.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/(service|wire)\\.ts$'],
      },
    },
    {
      name: 'server-outside-areas-through-service',
      severity: 'error',
      comment:
        "app.ts and scopes.ts wire routes; demo data and tests may use services; personal-data.ts lists the areas' " +
        'personal-data.ts (decision 0053); nothing else reaches into an area.',
      from: {
        path: '^apps/server/(src|test)/',
        pathNot: ['^apps/server/src/modules/', '^apps/server/src/(app|scopes)\\.ts$'],
      },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/[^/]+/(service|wire|admin-service|sessions|personal-data)\\.ts$',
      },
    },
    {
      name: 'db-is-a-leaf',
      severity: 'error',
      comment: 'db/ (schema, client) imports nothing of ours.',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^(apps|packages)/', pathNot: '^apps/server/src/db/' },
    },
    {
      name: 'platform-below-areas',
      severity: 'error',
      comment: 'platform/ is cross-cutting: it knows no business area.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(modules|demo)/' },
    },
    {
      name: 'answers-cached-where-registered',
      severity: 'error',
      comment:
        'A read declares its cache where its route is registered (*.routes.ts, docs/decisions/0032); services cache ' +
        'values through ctx.cache and take no cache of answers as a parameter.',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.routes\\.ts$' },
      to: { path: '^apps/server/src/platform/route-cache\\.ts$' },
    },
    {
      name: 'private-files-in-one-module',
      severity: 'error',
      comment:
        'Private files (decision 0044) are stored, checked by content, sent and swept by platform/private-files/ ' +
        'only: nothing else reads the content check (file-type) or the list of removed files whose bytes it ' +
        'sweeps (db/schema/private-files.ts; db/client.ts assembles the schema, tests check its rows). Storage keys ' +
        'are values a tool cannot follow: private-files.test.ts checks that no other code spells a private prefix.',
      from: {
        path: '^(apps|packages)/',
        pathNot: [
          '^apps/server/src/platform/private-files/',
          '^apps/server/src/db/client\\.ts$',
          '^apps/server/src/.+\\.test\\.ts$',
        ],
      },
      to: { path: ['^apps/server/src/db/schema/private-files\\.ts$', '(^|/)node_modules/file-type/'] },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by server and browser: it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'one-way-to-tell',
      severity: 'error',
      comment:
        'A member is told anything through platform/notices.ts (`tell`; decision 0051): it alone writes notification ' +
        'rows and outbox messages, under its one consent check. The notifications area reads the bell; the outbox ' +
        'delivers; the jobs screen (modules/jobs) shows and retries what waits; demo data and tests may write rows.',
      from: {
        path: '^apps/server/(src|test)/',
        pathNot: [
          '^apps/server/src/platform/(notices|outbox|delivery|context)\\.ts$',
          '^apps/server/src/(app|serve)\\.ts$',
          '^apps/server/src/modules/(notifications|jobs)/',
          '^apps/server/src/(db|demo)/',
          '^apps/server/test/',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/(platform/outbox|db/schema/(outbox|notifications))\\.ts$' },
    },
    {
      name: 'tasks-through-their-module',
      severity: 'error',
      comment:
        'Durable tasks are written and run by platform/tasks.ts alone (decision 0052): `addTask` in a transaction.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/(platform/tasks|db/client)\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/db/schema/tasks\\.ts$' },
    },
  ],
  options: {
    // packages are leaves, not followed, but kept in the graph so that a rule may name one (private-files)
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
