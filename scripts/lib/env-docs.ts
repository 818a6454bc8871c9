import path from 'node:path';
import { EDGE_STAND_IN_VARIABLES, edgeEnvironment, edgeStandIns } from '../../services/edge/src/config/edge-config';
import { environmentObject, REQUIRED_IN_PRODUCTION, STAND_IN_VARIABLES, standInsOf, type StandInValues } from '@mailscout/api/config';

/**
 * Every environment variable, documented once (docs/deploy.md#configuration): `.env.example` and
 * the deploy guide's tables are written from the configuration schemas of the API (and the
 * worker, which reads the same) and the edge — their `.describe()`, their defaults outside and in
 * production, and the stand-in checks. `pnpm env:example` writes them; env-docs.test.ts fails when
 * a file drifts from the schemas.
 */
export interface EnvVariable {
  name: string;
  description: string;
  /** Unset outside production, this is what it is; null: nothing. */
  developmentDefault: string | null;
  /** What production asks of it; null: the same as elsewhere. */
  production: string | null;
}

export interface Deployable {
  title: string;
  source: string;
  variables: EnvVariable[];
}

/** What is read of a variable's schema (zod's, typed here: the scripts do not depend on zod). */
interface VariableSchema {
  description?: string | undefined;
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const ROOT = path.resolve(__dirname, '..', '..');
// Defaults that are not a value to write down: a path on this machine, a development secret.
const SHOWN_DEFAULTS: Record<string, string> = { PRICE_CATALOGUE_FILE: 'services/api/config/price-catalogue.json' };
const DEVELOPMENT_SECRETS = new Set(['SESSION_SECRET', 'OTP_SECRET', 'SUPPRESSION_KEY']);

function describedOf(name: string, schema: VariableSchema): string {
  if (!schema.description) throw new Error(`${name} has no description in its schema: add .describe() (docs/deploy.md#configuration)`);
  return schema.description;
}

function defaultOf(name: string, schema: VariableSchema): string | null {
  if (SHOWN_DEFAULTS[name]) return SHOWN_DEFAULTS[name];
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined || parsed.data === '') return null;
  // A development secret is public but no value to copy: it reads as unset (production requires its own).
  if (DEVELOPMENT_SECRETS.has(name)) return null;
  const value = parsed.data as unknown;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : null;
  return String(value);
}

function apiVariables(): EnvVariable[] {
  const development = environmentObject(false).shape as Record<string, VariableSchema>;
  const production = environmentObject(true).shape as Record<string, VariableSchema>;
  // Production's own defaults that are stand-ins: production needs a value of its own.
  const productionDefaults = Object.fromEntries(Object.entries(production).map(([name, schema]) => [name, schema.safeParse(undefined).data]));
  const defaultsOnStandIns = new Set(standInsOf(productionDefaults as unknown as StandInValues).map(({ name }) => name as string));
  const checked = new Set<string>(STAND_IN_VARIABLES);
  const required = new Set<string>(Object.keys(REQUIRED_IN_PRODUCTION));
  return Object.entries(development).map(([name, schema]) => {
    const productionSchema = production[name]!;
    const developmentDefault = defaultOf(name, schema);
    const productionDefault = defaultOf(name, productionSchema);
    const needed = !productionSchema.safeParse(undefined).success || required.has(name);
    let rule: string | null = null;
    if (needed) rule = 'required';
    else if (defaultsOnStandIns.has(name)) rule = 'required: the default is a stand-in, which production refuses';
    else if (checked.has(name)) rule = 'a stand-in or example value is refused';
    if (productionDefault !== developmentDefault && !needed) rule = [`default ${productionDefault ?? 'unset'}`, rule].filter(Boolean).join('; ');
    return { name, description: describedOf(name, schema), developmentDefault, production: rule };
  });
}

function edgeVariables(): EnvVariable[] {
  const shape = edgeEnvironment.shape as Record<string, VariableSchema>;
  const defaultsOnStandIns = new Set(edgeStandIns(edgeEnvironment.parse({})).map(({ name }) => name as string));
  const checked = new Set<string>(EDGE_STAND_IN_VARIABLES);
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    description: describedOf(name, schema),
    developmentDefault: defaultOf(name, schema),
    production: defaultsOnStandIns.has(name) ? 'required: the default is a stand-in, which production refuses' : checked.has(name) ? 'unset: a stand-in is refused' : null,
  }));
}

export function deployables(): Deployable[] {
  return [
    { title: 'API and scan worker', source: 'services/api/src/config/config.ts', variables: apiVariables() },
    { title: 'Edge', source: 'services/edge/src/config/edge-config.ts', variables: edgeVariables() },
  ];
}

export const ENV_EXAMPLE_FILE = path.join(ROOT, '.env.example');
export const DEPLOY_GUIDE = path.join(ROOT, 'docs', 'deploy.md');
export const TABLE_START = '<!-- env-tables: generated by pnpm env:example from the schemas; do not edit by hand -->';
export const TABLE_END = '<!-- /env-tables -->';

export function renderEnvExample(list: Deployable[]): string {
  const out = [
    "# MailScout's environment variables, generated by `pnpm env:example` from the configuration",
    '# schemas; do not edit by hand (docs/deploy.md#configuration). Every line is commented out:',
    '# unset, a variable takes the default shown, which outside production points at the local',
    '# stand-ins. In production (NODE_ENV=production) stand-ins and examples are refused.',
  ];
  for (const deployable of list) {
    out.push('', `## ${deployable.title} (${deployable.source})`);
    for (const variable of deployable.variables) {
      out.push('', `# ${variable.description}`);
      if (variable.production) out.push(`# production: ${variable.production}`);
      out.push(`#${variable.name}=${variable.developmentDefault ?? ''}`);
    }
  }
  return `${out.join('\n')}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderDeployTables(list: Deployable[]): string {
  const out = [TABLE_START];
  for (const deployable of list) {
    out.push('', `**${deployable.title}** (\`${deployable.source}\`)`, '', '| Variable | What it is | Default (outside production) | Production |', '|---|---|---|---|');
    for (const variable of deployable.variables) {
      const fallback = variable.developmentDefault === null ? 'unset' : `\`${cell(variable.developmentDefault)}\``;
      out.push(`| \`${variable.name}\` | ${cell(variable.description)} | ${fallback} | ${cell(variable.production ?? '')} |`);
    }
  }
  out.push('', TABLE_END);
  return out.join('\n');
}

/** The deploy guide with its generated block replaced; throws if the markers are missing. */
export function withDeployTables(guide: string, tables: string): string {
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/deploy.md has no generated block (${TABLE_START} … ${TABLE_END})`);
  return guide.slice(0, start) + tables + guide.slice(end + TABLE_END.length);
}
