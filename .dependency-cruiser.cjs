/**
 * Import cycles among the server's files, as Node loads them (type-only imports left out):
 * `npx depcruise --config .dependency-cruiser.cjs --output-type err functions/src`.
 * docs/architecture.md, "Integrations", gives the count this layout keeps.
 */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
  options: { tsPreCompilationDeps: false, doNotFollow: { path: 'node_modules' } },
};
