/**
 * The layering the code keeps, checked by `pnpm lint:deps` (part of `pnpm lint`).
 *
 * The server is a hexagon (ARCHITECTURE.md, packages/server/README.md "Layout"): `edge/` (HTTP) and
 * `jobs/` (the lineup-server commands) drive `use-cases/`, which reach the outside only through
 * `ports/`; `adapters/` implement the ports; `records/` are the stored documents' types;
 * `composition/` (and the entry files at `src/`) assemble it all and may import anything.
 * Every package: no import cycle (type-only imports included) and no reaching into another
 * package's `src/` by relative path (import the package by name).
 */
const SERVER = '^packages/server/src/';
/** Unit tests sit beside their code and may wire real adapters (a real store) to what they test. */
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle (type-only imports count): split the shared part out into its own module, ' +
        'or move the type to where both sides may import it (records/, ports/).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-package-src',
      severity: 'error',
      comment:
        "A package imports another package's src/ by relative path: import it by its name " +
        '(@lineup-lab/…), through the public face that package exports.',
      from: { path: '^(packages|examples)/([^/]+)/' },
      to: { path: '^packages/([^/]+)/src/', pathNot: '^packages/$2/src/', dependencyTypes: ['local'] },
    },
    {
      name: 'use-cases-stay-inside',
      severity: 'error',
      comment:
        'A use case imports the HTTP edge, an adapter, a job or the composition root: use cases ' +
        'reach the outside only through ports/ (and records/, errors/, season/, rate-limit/).',
      from: { path: `${SERVER}use-cases/`, pathNot: TESTS },
      to: { path: `${SERVER}(edge|adapters|jobs|composition)/` },
    },
    {
      name: 'adapters-do-not-drive',
      severity: 'error',
      comment:
        'An adapter imports a use case, the HTTP edge, a job or the composition root: an adapter ' +
        'implements a port and knows nothing of who calls it.',
      from: { path: `${SERVER}adapters/`, pathNot: TESTS },
      to: { path: `${SERVER}(use-cases|edge|jobs|composition)/` },
    },
    {
      name: 'inner-rings-stay-inner',
      severity: 'error',
      comment:
        'records/, ports/, errors/, season/ and rate-limit/ are what every layer may import, so they ' +
        'import none of use-cases/, edge/, adapters/, jobs/, composition/.',
      from: { path: `${SERVER}(records|ports|errors|season|rate-limit)/`, pathNot: TESTS },
      to: { path: `${SERVER}(use-cases|edge|adapters|jobs|composition)/` },
    },
    {
      name: 'records-are-types',
      severity: 'error',
      comment: 'A record file imports only core, engine, zod, other records and the shapes ports declare.',
      from: { path: `${SERVER}records/` },
      to: { path: `${SERVER}`, pathNot: `${SERVER}(records|ports)/` },
    },
    {
      name: 'only-the-composition-root-assembles',
      severity: 'error',
      comment:
        'Only the entry points import composition/: src/*.ts and the lineup-server commands ' +
        '(jobs/commands/, whose `start` starts the server).',
      from: {
        path: `${SERVER}(edge|use-cases|adapters|jobs|records|ports|errors|season|rate-limit)/`,
        pathNot: [`${SERVER}jobs/commands/`, TESTS],
      },
      to: { path: `${SERVER}composition/` },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '(^|/)coverage/',
        '(^|/)playwright-report/',
        '(^|/)test-results/',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
