export * from './common';
export * from './lookup';
export * from './scan';
export * from './billing';
export * from './identity';
export * from './health';
export * from './runtime-config';
export * from './remote-module';
