/**
 * Errors shaped like the ones a real mongod answers with, so driver code that branches on
 * `code`/`codeName` (duplicate keys, missing namespaces...) behaves the same against this server.
 */

export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  PathNotViable: 28,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  DocumentValidationFailure: 121,
  CappedPositionLost: 136,
  NotAReplicaSet: 123,
  CommandNotSupported: 115,
  InvalidPipelineOperator: 168,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  DollarPrefixedFieldName: 52,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  Location17419: 17419,
  Location31253: 31253,
  Location31254: 31254,
  Location31393: 31393,
  Location40218: 40218,
  Location40324: 40324,
  Location40414: 40414,
  Location40415: 40415,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class CommandError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    message: string,
    /** Extra top-level fields of the error reply (e.g. keyPattern/keyValue of a duplicate key). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.code = ErrorCodes[codeName];
  }

  /** The reply document a server sends for a failed command. */
  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The entry of a write command's `writeErrors` array. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

/** Features a real server has but this one deliberately does not: answer loudly, never silently. */
export function notSupported(what: string): CommandError {
  return new CommandError('CommandNotSupported', `${what} is not supported by the embedded MongoDB server`);
}
