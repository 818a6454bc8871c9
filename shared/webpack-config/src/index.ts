export { defineApp, appPort, type AppDefinition } from './app-definition.ts';
export { createWebpackConfig, defaultOutDir, appVersion, type BuildOptions } from './create-webpack-config.ts';
export { sharedModules, singletonRequests } from './shared-modules.ts';
