/**
 * The composed product as the e2e suite, `start:prod`-style scripts and the benches run it here
 * (docs/architecture.md#tests): the stand-ins, the API as its own process, the production builds
 * served by the edge, and port blocks that keep parallel stacks apart.
 */
export { ROOT, REMOTES, remoteDist, SHELL_DIST, writeRuntimeConfig, startStack, type RemoteName, type StackOptions, type Stack } from './stack';
export { seedRecords, startApi } from './api-process';
export { startBackingServices, type BackingServices } from './backing-services';
export { portBlock, MAIN_STACK, API_PORT } from './ports';
