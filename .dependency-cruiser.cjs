// @ts-check
/**
 * The floor plan (docs/architecture.md), enforced: `npm run deps`, part of `npm run checks`.
 * Decision 023 says why dependency-cruiser and how the rules are built.
 *
 * The floors of the site, top to bottom. A module may import its own floor and the floors below
 * it, never one above, and no import of any kind (static, dynamic, type-only) may close a circle.
 */
const FLOORS = [
  ['entries', '^src/(main|entry-server)[.]tsx$|^src/boot/'],
  ['dev tools', '^src/dev/'],
  ['shell', '^src/shell/'],
  ['pages', '^src/pages/'],
  ['content blocks and islands', '^src/(content|islands|contact|demo)/'],
  ['chart kit', '^src/charts/'],
  ['chrome views', '^src/chrome/'],
  ['state', '^src/state/'],
  ['foundations', '^src/(i18n|styles|platform|config|brand)/|^src/(routes|urls)[.]ts$'],
  ['machines', '^machines/'],
];

/**
 * The imports that run up a floor on purpose, each with its reason. At most three (issue #34).
 * @type {{ name: string, comment: string, from: string, to: string }[]}
 */
const EXCEPTIONS = [];

const upward = FLOORS.slice(1).map(([name, path], index) => ({
  name: `floor:${name}`,
  comment: `${name} may import only its own floor and those below it: ${FLOORS.slice(index + 1)
    .map(([below]) => below)
    .join(', ')}.`,
  severity: /** @type {const} */ ('error'),
  from: { path },
  to: {
    path: FLOORS.slice(0, index + 1).map(([, above]) => above),
    pathNot: EXCEPTIONS.map((exception) => exception.to),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import closes a circle, whether static, dynamic or type-only.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'product-imports-no-tooling',
      comment:
        'The site, the machines and the service never import the tools that build and test them.',
      severity: 'error',
      from: { path: '^(src|machines|server)/' },
      to: { path: '^(scripts|tests|e2e|qa)/' },
    },
    {
      name: 'machines-stand-alone',
      comment: 'machines/ is pure TypeScript on XState (ARCHITECTURE E2): it imports nothing else.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^node_modules/xstate/'] },
    },
    {
      name: 'scripts-import-no-tests',
      comment: 'Scripts use the QA tool (qa/) and their own lib, never a test suite.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(tests|e2e)/' },
    },
    {
      name: 'qa-imports-no-callers',
      comment:
        'The QA path tool (qa/) is a product that scripts/, tests/ and e2e/ import: it imports none of them.',
      severity: 'error',
      from: { path: '^qa/' },
      to: { path: '^(scripts|tests|e2e)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^/src/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|docs|[.]cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
