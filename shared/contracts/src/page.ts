/**
 * `@mailscout/contracts/page`: what the shell and the packages in its first bundle need from the
 * contracts at start — names, the owner of a path, the remote module's shape — and nothing that
 * imports zod. docs/architecture.md#first-bundle: the schemas (with zod, about 37 kB gzip) are a shared module the shell
 * loads when something first parses with them, not before the page is interactive. Types of
 * everything stay importable from the package itself with `import type`.
 */
export * from './page-constants';
export * from './remote-module';
export * from './support-dialog';
export * from './errors/error-catalogue';
export { fillPath } from './routes/fill-path';
