/**
 * The shared contracts import each other as `./x.js`, as Node's ESM resolution (the API's) requires
 * for TypeScript sources. Turbopack cannot map such an import to `./x.ts` (vercel/next.js#82945),
 * so the web build drops the extension from the contracts' relative imports before bundling.
 */
module.exports = function contractsImportsLoader(source) {
  return source.replace(/(\bfrom\s+['"]\.{1,2}\/[^'"]+?)\.js(['"])/g, '$1$2');
};
