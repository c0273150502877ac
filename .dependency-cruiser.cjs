/**
 * Module boundaries, checked by `npm run lint` (depcruise). The shape they keep:
 * - no import cycles anywhere;
 * - packages/domain is pure: it imports nothing from the apps;
 * - a server module owns its tables: another module calls its service or its reads.ts, never its queries (queries.ts,
 *   a queries/ folder or a *-queries.ts file);
 * - a server module has one door, its index.ts: other modules and the app's composition import nothing else of it;
 * - server modules form a one-way stack (SERVER_LAYERS below, docs/decisions/module-structure.md): a module imports
 *   only modules of the layers under its own, and every module has a layer;
 * - web (as bulletproof-react): a feature never imports another feature nor app/; app/ composes features through each
 *   feature's index.ts (what it offers) or its pages (the routes); lib/ and components/ import no feature and not app/.
 * The known-violations file is kept empty: any violation fails the lint.
 */
/**
 * The server's modules from the bottom up. A module imports only modules of lower layers (never one of its own layer or
 * above); what a lower module needs of a higher one it is handed by the caller (a callback from the app's composition).
 */
const SERVER_LAYERS = [
  // Serve every other module and import none.
  ['staff-accounts', 'outbox', 'verification', 'captcha', 'carriers', 'status-counts', 'third-party', 'health'],
  // The customer record, stored files, logistics lines and rates, and the carriers' reports of inbound parcels.
  ['users', 'files', 'logistics', 'inbound-tracking'],
  // Telling customers, the goods catalogue, and staff-written content.
  ['notifications', 'catalogue', 'content'],
  // Warehouses and countries (a changed warehouse address is posted as news and told to its customers), and sign-in.
  ['reference', 'auth'],
  // Money, recipients, social sign-in and the weighing evidence.
  ['payments', 'recipients', 'social', 'weighing'],
  ['parcels', 'membership', 'activities'],
  ['waybills', 'pre-shipments', 'inbound-mail'],
  ['tracking', 'coupons', 'weight-disputes'],
  ['shipment-claims', 'lottery', 'privacy'],
  // The staff console's own routes and views.
  ['staff'],
];

const MODULES = '^apps/server/src/modules/';
const anyOf = (names) => `(${names.join('|')})`;

const layerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: 'no-server-module-imports-up-the-stack',
  comment:
    `Layer ${index + 1} (${layer.join(', ')}) imports only the layers under it: a module that needs something of a ` +
    'higher one is handed it by the caller (a callback from app.ts), or the function moves down.',
  severity: 'error',
  from: { path: `${MODULES}${anyOf(layer)}/` },
  to: { path: `${MODULES}${anyOf(SERVER_LAYERS.slice(index).flat())}/`, pathNot: `${MODULES}$1/` },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'server-module-has-a-layer',
      comment:
        'Every server module stands on one layer of SERVER_LAYERS, so the stack stays one-way as modules are added.',
      severity: 'error',
      from: { path: MODULES, pathNot: `${MODULES}${anyOf(SERVER_LAYERS.flat())}/` },
      to: {},
    },
    {
      name: 'server-module-only-through-its-door',
      comment:
        "Another module (or the app's composition) imports a module only through its index.ts, which names what it " +
        'offers: the rest of the module can change without them noticing.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-composition-only-through-doors',
      comment:
        'app.ts, settlements.ts, scheduled-jobs.ts, ops/ and the rest of src/ import a module through its index.ts. ' +
        'Apart: http/context.ts names the types of the running parts the context carries (file storage, payment ' +
        'providers, the outbox worker, the reference cache); through the doors those types would close circles, ' +
        'since every module imports the context. They are type imports only.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [MODULES, '^apps/server/src/http/context\\.ts$'] },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'no-cycles',
      comment: 'Two files that import each other (directly or around a loop) cannot be understood or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds rules shared by the server and the browser: it cannot reach into either app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'module-owns-its-queries',
      comment: "Only a module's own files speak to its tables; others call its service or an exported read.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/(queries\\.ts$|queries/|[^/]*-queries\\.ts$)',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-web-feature-imports-another-feature',
      comment:
        'Web features are composed in app/; a feature importing another couples them. What two features share moves ' +
        'to src/components or src/lib.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-web-feature-imports-app',
      comment: 'app/ composes the features; a feature reaching back into it would make a loop of layers.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-web-app-imports-feature-internals',
      comment:
        'app/ takes from a feature only what the feature offers in its index.ts, or a page for a route: the rest of ' +
        'a feature can change without app/ noticing.',
      severity: 'error',
      from: { path: '^apps/web/src/app/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/(index\\.ts|pages/[^/]+\\.tsx)$',
      },
    },
    {
      name: 'no-web-shared-code-imports-feature-or-app',
      comment: 'lib/ and components/ serve every feature, so they import no feature and not the app.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-staff-feature-imports-another-feature',
      comment:
        "The staff console keeps the web app's shape: features composed in app/, shared code in lib/ and components/.",
      severity: 'error',
      from: { path: '^apps/staff/src/features/([^/]+)/' },
      to: { path: '^apps/staff/src/features/', pathNot: '^apps/staff/src/features/$1/' },
    },
    {
      name: 'no-staff-feature-imports-app',
      severity: 'error',
      from: { path: '^apps/staff/src/features/' },
      to: { path: '^apps/staff/src/app/' },
    },
    {
      name: 'no-staff-app-imports-feature-internals',
      comment: 'app/ takes from a staff feature only its index.ts or a page for a route.',
      severity: 'error',
      from: { path: '^apps/staff/src/app/' },
      to: {
        path: '^apps/staff/src/features/[^/]+/',
        pathNot: '^apps/staff/src/features/[^/]+/(index\\.ts|pages/[^/]+\\.tsx)$',
      },
    },
    {
      name: 'no-staff-shared-code-imports-feature-or-app',
      severity: 'error',
      from: { path: '^apps/staff/src/(lib|components|locales)/' },
      to: { path: '^apps/staff/src/(features|app)/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The server, the web app, the staff console and the journeys share only packages/domain.',
      severity: 'error',
      from: { path: '^apps/(server|web|staff)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
