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
 * The imports that run up a floor on purpose, each with its reason: a module (`from`, a path
 * pattern) may import `to` though it is above. At most three (issue #34); none today.
 * @type {{ name: string, comment: string, from: string, to: string }[]}
 */
const EXCEPTIONS = [];

/** The floors above the one at `index`, as path patterns. */
const above = (index) => FLOORS.slice(0, index).map(([, path]) => path);

const upward = FLOORS.slice(1).flatMap(([name, path], aboveCount) => {
  const floor = aboveCount + 1;
  const comment = `${name} may import only its own floor and those below it: ${FLOORS.slice(floor)
    .map(([below]) => below)
    .join(', ')}.`;
  const rule = {
    name: `floor:${name}`,
    comment,
    severity: /** @type {const} */ ('error'),
    from: { path, pathNot: EXCEPTIONS.map((exception) => exception.from) },
    to: { path: above(floor) },
  };
  // A module with an exception is held to the same rule but for the one import it names.
  const excepted = EXCEPTIONS.filter((exception) => new RegExp(path).test(exception.from)).map(
    (exception) => ({
      ...rule,
      name: `floor:${name} (but ${exception.name})`,
      comment: `${comment} Exception: ${exception.comment}`,
      from: { path: exception.from },
      to: { path: above(floor), pathNot: exception.to },
    }),
  );
  return [rule, ...excepted];
});

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
      name: 'on-a-floor',
      comment:
        'Every module of the site sits on a floor (docs/architecture.md): place a new folder in FLOORS, or the module in a folder that is.',
      severity: 'error',
      from: {},
      to: { path: '^src/', pathNot: [...FLOORS.map(([, path]) => path), '[.](css|html|svg)$'] },
    },
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
      name: 'e2e-imports-no-unit-tests',
      comment: 'The browser suite shares code with the unit tests through qa/ or src/, not tests/.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^tests/' },
    },
    {
      name: 'qa-imports-no-callers',
      comment:
        'The QA tool (qa/) is a product that scripts/, tests/ and e2e/ import: it imports none of them.',
      severity: 'error',
      from: { path: '^qa/' },
      to: { path: '^(scripts|tests|e2e)/' },
    },
    {
      name: 'qa-behind-its-api',
      comment:
        'Outside qa/, the QA tool is imported through its public API only (qa/README.md): qa/api.ts, and qa/inspector-api.ts for the dev inspector. Its runners, commands, path model and tests are its own.',
      severity: 'error',
      from: { pathNot: '^qa/' },
      to: { path: '^qa/', pathNot: '^qa/(api|inspector-api)[.]ts$' },
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

// For scripts/floors.ts, which writes the floor list of docs/architecture.md and the README from
// them. Not enumerable, so dependency-cruiser's check of its configuration does not see them.
Object.defineProperties(module.exports, {
  FLOORS: { value: FLOORS },
  EXCEPTIONS: { value: EXCEPTIONS },
});
