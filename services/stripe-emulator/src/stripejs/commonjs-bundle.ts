/** One CommonJS module for the browser: its code and where its `require` specifiers point. */
export interface BundledModule {
  id: string;
  code: string;
  /** specifier → module id; unlisted specifiers are looked up as ids themselves. */
  requires?: Record<string, string>;
}

/**
 * Joins CommonJS modules into one classic script with a twenty-line `require`, so the browser
 * needs neither a bundler build step nor a module loader. `prelude` runs first, in the same scope
 * (e.g. a `process` shim for React's CommonJS builds).
 */
export function commonJsBundle(modules: BundledModule[], entry: string, prelude = ''): string {
  const table = modules
    .map((module) => `${JSON.stringify(module.id)}: [function (module, exports, require) {\n${module.code}\n}, ${JSON.stringify(module.requires ?? {})}]`)
    .join(',\n');
  return `(function () {
${prelude}
var definitions = {
${table}
};
var cache = {};
function load(id) {
  if (cache[id]) return cache[id].exports;
  var definition = definitions[id];
  if (!definition) throw new Error('[stripe-emulator] module not bundled: ' + id);
  var module = (cache[id] = { exports: {} });
  definition[0].call(module.exports, module, module.exports, function (specifier) {
    return load(definition[1][specifier] || specifier);
  });
  return module.exports;
}
load(${JSON.stringify(entry)});
})();
`;
}
