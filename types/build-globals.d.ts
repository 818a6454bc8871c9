/** Defined by webpack's DefinePlugin (shared/webpack-config) and by the Jest setup. */
declare const __BUILD_LABEL__: string;
declare const __APP_VERSION__: string;

interface Window {
  /** Started by the shell's index.html before any bundle loads. */
  __runtimeConfig?: Promise<unknown>;
}
declare module '*.css';
