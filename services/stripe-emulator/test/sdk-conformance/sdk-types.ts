import path from 'node:path';
import ts from 'typescript';

/**
 * The `stripe` SDK's own declarations, read with the TypeScript compiler, as a yardstick for the
 * emulator's JSON: `check(value, 'Subscription')` walks a response against the SDK's type and
 * lists every difference — a required field missing, `null` where the type is not nullable, a
 * value of the wrong kind or outside a string-literal union, a key the type does not declare.
 * The SDK types are generated from Stripe's OpenAPI description of this API version, so they are
 * the documented shape; nothing here is a hand-written copy of them.
 */
export interface Problem {
  path: string;
  message: string;
}

/** Objects (`object` field) the emulator answers with, and their SDK types (`Stripe.<name>`). */
export const SDK_TYPE_OF_OBJECT: Record<string, string> = {
  customer: 'Customer',
  product: 'Product',
  price: 'Price',
  plan: 'Plan',
  payment_method: 'PaymentMethod',
  payment_intent: 'PaymentIntent',
  setup_intent: 'SetupIntent',
  charge: 'Charge',
  refund: 'Refund',
  subscription: 'Subscription',
  subscription_item: 'SubscriptionItem',
  invoice: 'Invoice',
  line_item: 'InvoiceLineItem',
  invoice_payment: 'InvoicePayment',
  event: 'Event',
  webhook_endpoint: 'WebhookEndpoint',
  'test_helpers.test_clock': 'TestHelpers.TestClock',
};

/** The SDK's types of deleted objects (`{ id, object, deleted: true }`). */
export const SDK_DELETED_TYPE_OF_OBJECT: Record<string, string> = {
  customer: 'DeletedCustomer',
  product: 'DeletedProduct',
  webhook_endpoint: 'DeletedWebhookEndpoint',
  'test_helpers.test_clock': 'TestHelpers.DeletedTestClock',
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

export class SdkTypes {
  private readonly checker: ts.TypeChecker;
  private readonly named = new Map<string, ts.Type>();
  private readonly unionByDiscriminant = new Map<ts.Type, Map<string, ts.Type[]>>();

  constructor() {
    // A source file beside this one imports the SDK as the emulator's code does.
    const entry = path.join(__dirname, '__sdk_types_entry__.ts');
    const names = [...new Set([...Object.values(SDK_TYPE_OF_OBJECT), ...Object.values(SDK_DELETED_TYPE_OF_OBJECT), 'ApiList<unknown>', 'ApiSearchResult<unknown>'])];
    const source = `import type Stripe from 'stripe';\n${names.map((name, index) => `export type T${index} = Stripe.${name};`).join('\n')}\n`;
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      esModuleInterop: true,
      skipLibCheck: true,
      strict: true,
      noEmit: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (file) => (file === entry ? source : readFile(file));
    host.fileExists = ((exists) => (file: string) => file === entry || exists(file))(host.fileExists.bind(host));
    host.getSourceFile = (file, language, onError, create) =>
      file === entry ? ts.createSourceFile(file, source, language, true) : getSourceFile(file, language, onError, create);
    const program = ts.createProgram([entry], options, host);
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(entry));
    if (diagnostics.length > 0) throw new Error(`the SDK's types did not load: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
    this.checker = program.getTypeChecker();
    const file = program.getSourceFile(entry)!;
    for (const statement of file.statements) {
      if (!ts.isTypeAliasDeclaration(statement)) continue;
      const index = Number(statement.name.text.slice(1));
      this.named.set(names[index]!, this.checker.getTypeAtLocation(statement.name));
    }
  }

  type(name: string): ts.Type {
    const type = this.named.get(name);
    if (!type) throw new Error(`no SDK type ${name} loaded`);
    return type;
  }

  /** The SDK type for a JSON object by its `object` (and `deleted`) field, if the emulator serves it. */
  typeOfObject(value: Record<string, unknown>): string | undefined {
    const object = String(value.object);
    if (value.deleted === true) return SDK_DELETED_TYPE_OF_OBJECT[object];
    return SDK_TYPE_OF_OBJECT[object];
  }

  check(value: unknown, typeName: string): Problem[] {
    const problems: Problem[] = [];
    this.walk(value, this.type(typeName), typeName, problems);
    return problems;
  }

  private describe(type: ts.Type): string {
    return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).slice(0, 160);
  }

  private isDecimal(type: ts.Type): boolean {
    return type.aliasSymbol?.name === 'Decimal' || (type.isIntersection() && type.types.some((part) => part.getSymbol()?.name === 'DecimalImpl'));
  }

  private walk(value: unknown, type: ts.Type, at: string, problems: Problem[]): void {
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    if (this.isDecimal(type)) {
      // The SDK turns decimal strings into Decimal objects; on the wire they are strings.
      if (typeof value !== 'string' || !DECIMAL.test(value)) problems.push({ path: at, message: `expected a decimal string, got ${JSON.stringify(value)}` });
      return;
    }
    if (type.isUnion()) {
      this.walkUnion(value, type, at, problems);
      return;
    }
    if (value === null) {
      if (!(flags & ts.TypeFlags.Null)) problems.push({ path: at, message: `is null; the SDK's type is not nullable (${this.describe(type)})` });
      return;
    }
    if (type.isStringLiteral()) {
      if (value !== type.value) problems.push({ path: at, message: `expected '${type.value}', got ${JSON.stringify(value)}` });
      return;
    }
    if (type.isNumberLiteral()) {
      if (value !== type.value) problems.push({ path: at, message: `expected ${type.value}, got ${JSON.stringify(value)}` });
      return;
    }
    if (flags & ts.TypeFlags.BooleanLiteral) {
      const expected = this.describe(type) === 'true';
      if (value !== expected) problems.push({ path: at, message: `expected ${expected}, got ${JSON.stringify(value)}` });
      return;
    }
    if (flags & ts.TypeFlags.StringLike) {
      if (typeof value !== 'string') problems.push({ path: at, message: `expected a string, got ${JSON.stringify(value)}` });
      return;
    }
    if (flags & ts.TypeFlags.NumberLike) {
      if (typeof value !== 'number') problems.push({ path: at, message: `expected a number, got ${JSON.stringify(value)}` });
      return;
    }
    if (flags & ts.TypeFlags.BooleanLike) {
      if (typeof value !== 'boolean') problems.push({ path: at, message: `expected a boolean, got ${JSON.stringify(value)}` });
      return;
    }
    if (flags & ts.TypeFlags.Null) {
      problems.push({ path: at, message: `expected null, got ${JSON.stringify(value)}` });
      return;
    }
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      if (!Array.isArray(value)) {
        problems.push({ path: at, message: `expected an array, got ${JSON.stringify(value)?.slice(0, 60)}` });
        return;
      }
      const element = this.checker.getTypeArguments(type as ts.TypeReference)[0];
      if (element) value.forEach((item, index) => this.walk(item, element, `${at}[${index}]`, problems));
      return;
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) {
      this.walkObject(value, type, at, problems);
      return;
    }
    problems.push({ path: at, message: `unhandled SDK type ${this.describe(type)}` });
  }

  private walkObject(value: unknown, type: ts.Type, at: string, problems: Problem[]): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ path: at, message: `expected an object (${this.describe(type)}), got ${JSON.stringify(value)?.slice(0, 60)}` });
      return;
    }
    const record = value as Record<string, unknown>;
    const properties = this.checker.getPropertiesOfType(type);
    const declared = new Set<string>();
    for (const property of properties) {
      const name = property.getName();
      declared.add(name);
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = this.checker.getTypeOfSymbol(property);
      // Methods of the SDK's classes are not part of the wire shape.
      if (this.checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length > 0 && !(propertyType.flags & ts.TypeFlags.Union)) continue;
      if (!(name in record)) {
        if (!optional) problems.push({ path: `${at}.${name}`, message: 'missing (required by the SDK type)' });
        continue;
      }
      this.walk(record[name], propertyType, `${at}.${name}`, problems);
    }
    const index = this.checker.getIndexInfosOfType(type)[0];
    for (const key of Object.keys(record)) {
      if (declared.has(key)) continue;
      if (index) this.walk(record[key], index.type, `${at}.${key}`, problems);
      else problems.push({ path: `${at}.${key}`, message: 'not declared by the SDK type' });
    }
  }

  /** The union's object members keyed by a string-literal discriminant (`object`, `type`). */
  private membersFor(type: ts.UnionType, record: Record<string, unknown>): ts.Type[] {
    let byKey = this.unionByDiscriminant.get(type);
    if (!byKey) {
      byKey = new Map();
      for (const member of type.types) {
        for (const field of ['type', 'object', 'deleted']) {
          const property = member.getProperty(field);
          if (!property) continue;
          const fieldType = this.checker.getTypeOfSymbol(property);
          const literals = fieldType.isUnion() ? fieldType.types : [fieldType];
          for (const literal of literals) {
            const text = literal.isStringLiteral() ? literal.value : this.describe(literal);
            const key = `${field}=${text}`;
            byKey.set(key, [...(byKey.get(key) ?? []), member]);
          }
        }
      }
      this.unionByDiscriminant.set(type, byKey);
    }
    let candidates = type.types.filter((member) => member.flags & ts.TypeFlags.Object || member.isIntersection());
    for (const field of ['type', 'object', 'deleted']) {
      if (!(field in record)) continue;
      const matching = byKey.get(`${field}=${String(record[field])}`);
      if (matching) candidates = candidates.filter((member) => matching.includes(member));
    }
    if (!('deleted' in record)) candidates = candidates.filter((member) => !member.getProperty('deleted') || (member.getProperty('deleted')!.flags & ts.SymbolFlags.Optional) !== 0);
    return candidates;
  }

  private walkUnion(value: unknown, type: ts.UnionType, at: string, problems: Problem[]): void {
    if (value === null) {
      if (!type.types.some((member) => member.flags & ts.TypeFlags.Null)) problems.push({ path: at, message: `is null; the SDK's type is not nullable (${this.describe(type)})` });
      return;
    }
    if (this.isDecimal(type) || type.types.some((member) => this.isDecimal(member))) {
      if (typeof value === 'string' && DECIMAL.test(value)) return;
    }
    const members =
      typeof value === 'object' && !Array.isArray(value)
        ? this.membersFor(type, value as Record<string, unknown>)
        : type.types.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    let best: Problem[] | undefined;
    for (const member of members) {
      const attempt: Problem[] = [];
      this.walk(value, member, at, attempt);
      if (attempt.length === 0) return;
      if (!best || attempt.length < best.length) best = attempt;
    }
    if (best) problems.push(...best);
    else problems.push({ path: at, message: `${JSON.stringify(value)?.slice(0, 60)} matches none of ${this.describe(type)}` });
  }
}
