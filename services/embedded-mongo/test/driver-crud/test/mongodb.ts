// This file is auto-generated. Do not edit.
// Run 'npm run build:runtime-barrel' to regenerate.
export const runNodelessTests = false;
export * from './mongodb_all';
