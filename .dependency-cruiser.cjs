/**
 * Module boundaries, checked by `npm run lint` (depcruise). The shape they keep:
 * - no import cycles anywhere;
 * - packages/domain is pure: it imports nothing from the apps;
 * - a server module owns its tables: another module calls its service or its reads.ts, never its queries (queries.ts,
 *   a queries/ folder or a *-queries.ts file);
 * - web (as bulletproof-react): a feature never imports another feature nor app/; app/ composes features through each
 *   feature's index.ts (what it offers) or its pages (the routes); lib/ and components/ import no feature and not app/.
 * The known-violations file is kept empty: any violation fails the lint.
 */
module.exports = {
  forbidden: [
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
