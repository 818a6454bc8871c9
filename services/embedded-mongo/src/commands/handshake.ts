import type { CommandHandler } from './command-context';

/** The server version this one claims to be; drivers pick features by maxWireVersion. */
export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

/**
 * Presents a standalone server: no setName (so no retryable-write txnNumbers and no transactions),
 * no topologyVersion (so no streaming heartbeats), and logicalSessionTimeoutMinutes (without it
 * the driver refuses sessions).
 */
export const hello: CommandHandler = (_command, context) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: context.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  javascriptEngine: 'none',
  storageEngines: ['embedded'],
  modules: [],
  ok: 1,
});

/** Sessions carry no server state here, so ending or refreshing them is a no-op. */
export const noOp: CommandHandler = () => ({ ok: 1 });

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});
