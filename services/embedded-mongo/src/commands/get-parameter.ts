import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { requireAdmin } from './collections';
import type { CommandHandler } from './command-context';

/**
 * The server parameters a client may ask about, with the values this server actually has: no
 * authentication mechanism (there is no auth), no required API version, the 7.0 feature set.
 * Drivers' test runners read them (`{ getParameter: '*' }`) to decide which tests apply.
 */
const PARAMETERS: Doc = {
  authenticationMechanisms: [],
  featureCompatibilityVersion: { version: '7.0' },
  requireApiVersion: false,
  enableTestCommands: false,
  maxBSONDepth: 200,
  transactionLifetimeLimitSeconds: 60,
  internalDocumentSourceGroupMaxMemoryBytes: 104857600,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104857600,
  cursorTimeoutMillis: 600000,
  notablescan: false,
};

/** The fields of a getParameter command that are not parameter names. */
const COMMAND_FIELDS = new Set(['getParameter', '$db', 'lsid', '$readPreference', '$clusterTime', 'comment', 'apiVersion', 'apiStrict', 'apiDeprecationErrors']);

/**
 * mongod's forms: `{ getParameter: '*' }` (all), `{ getParameter: { allParameters: true } }`
 * (all; `showDetails` is not supported here), or `{ getParameter: 1, <name>: 1, ... }` (those
 * named; "no option found to get" when none of them exists).
 */
export const getParameter: CommandHandler = (command, context) => {
  requireAdmin(context.db, 'getParameter');
  const selector = command.getParameter;
  const all = selector === '*' || (isPlainObject(selector) && selector.allParameters === true);
  const names = all ? Object.keys(PARAMETERS) : Object.keys(command).filter((key) => !COMMAND_FIELDS.has(key));
  const reply: Doc = {};
  for (const name of names) if (Object.prototype.hasOwnProperty.call(PARAMETERS, name)) reply[name] = PARAMETERS[name];
  if (Object.keys(reply).length === 0) throw new CommandError('InvalidOptions', 'no option found to get');
  return { ...reply, ok: 1 };
};
