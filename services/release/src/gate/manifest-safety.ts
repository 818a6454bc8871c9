import fs from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST_FILE, REMOTE_ROUTES_EXPOSE } from '@mailscout/contracts';
import { manifestUrlOf } from '../release-url';
import { expectedExposes } from './expected-exposes';
import { ruleResult, type RuleResult } from './rule-result';

export interface ManifestSafetyInput {
  remote: string;
  release: string;
  releaseDir: string;
  /** Where the store is served (RELEASE_BASE_URL): the only origin a release may name. */
  storeBaseUrl: string;
}

/**
 * A URL: `scheme://…`, protocol-relative `//host/…`, or a scheme a browser runs or reads without
 * slashes (`javascript:`, `data:`…). Ids such as `funnel:routes` are not URLs.
 */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:\/\/|\/\/|(javascript|data|blob|vbscript|file|about|filesystem):)/i;

/** A file path inside the release: relative, no way up, no scheme, no backslash. */
function insideRelease(file: string): boolean {
  if (file === '' || ABSOLUTE.test(file) || file.startsWith('/') || file.includes('\\') || file.includes('\0')) return false;
  return !file.split('/').some((segment) => segment === '..');
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: Json): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** Every string in the document with where it is (`metaData.publicPath`, `exposes[0].assets.js.sync[1]`). */
function everyString(value: Json, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => everyString(v, `${at}[${i}]`));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => everyString(v, at ? `${at}.${k}` : k));
  return [];
}

/** The files the manifest tells the runtime to load, with where each is named. */
function namedFiles(manifest: Record<string, Json>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const assetsOf = (owner: Json, at: string) => {
    const assets = isObject(owner) ? owner.assets : undefined;
    for (const kind of ['js', 'css'] as const) {
      const group = isObject(assets) ? assets[kind] : undefined;
      for (const when of ['sync', 'async'] as const) strings(isObject(group) ? group[when] : undefined).forEach((f, i) => out.push([`${at}.assets.${kind}.${when}[${i}]`, f]));
    }
  };
  (Array.isArray(manifest.exposes) ? manifest.exposes : []).forEach((e, i) => assetsOf(e, `exposes[${i}]`));
  (Array.isArray(manifest.shared) ? manifest.shared : []).forEach((s, i) => assetsOf(s, `shared[${i}]`));
  const entry = isObject(manifest.metaData) ? manifest.metaData.remoteEntry : undefined;
  if (isObject(entry) && typeof entry.name === 'string') out.push(['metaData.remoteEntry', path.posix.join(typeof entry.path === 'string' && entry.path ? entry.path : '.', entry.name)]);
  return out;
}

/** The federation name, everywhere else the runtime reads it, is the remote's; it exposes exactly what the shell loads and loads no other remote. */
function identityReasons(manifest: Record<string, Json>, remote: string): string[] {
  const reasons: string[] = [];
  const meta = isObject(manifest.metaData) ? manifest.metaData : {};
  // `name` itself is the routes rule's (routes-expose.ts); the other places the runtime reads it are here.
  for (const [where, value] of [['id', manifest.id], ['metaData.name', meta.name], ['metaData.globalName', meta.globalName]] as const) {
    if (value !== undefined && value !== remote) reasons.push(`${where} is ${JSON.stringify(value)}, not "${remote}": the release would load as another remote`);
  }
  const exposes = (Array.isArray(manifest.exposes) ? manifest.exposes : []).map((e) => String(isObject(e) ? (e.path ?? `./${String(e.name)}`) : e));
  const expected = expectedExposes(remote);
  const others = exposes.filter((e) => !expected.includes(e));
  // A missing ./routes is the routes rule's to report (routes-expose.ts).
  const missing = expected.filter((e) => !exposes.includes(e) && e !== `./${REMOTE_ROUTES_EXPOSE}`);
  if (others.length) reasons.push(`exposes ${others.join(', ')}: ${remote} exposes only ${expected.join(', ')}, the modules the shell loads from it`);
  if (missing.length) reasons.push(`does not expose ${missing.join(', ')}, which the shell loads from ${remote}`);
  const remotes = Array.isArray(manifest.remotes) ? manifest.remotes : [];
  if (remotes.length) reasons.push(`loads other remotes (${remotes.map((r) => (isObject(r) ? String(r.federationContainerName ?? r.name ?? r.entry) : String(r))).join(', ')}): a remote never loads another (docs/conventions.md#boundaries)`);
  return reasons;
}

/**
 * Where the code comes from (docs/deploy.md#release-store): the federation manifest may send the
 * browser nowhere but into the release's own folder. `publicPath` is 'auto' (the entry's own
 * folder), relative, or the release's own URL; no `getPublicPath` (code the runtime would run);
 * every URL anywhere in it is on the store's origin; every file it names is inside the release and
 * there. The prerender manifest's renderer and fragments, which the edge fetches and runs, too.
 */
export function checkManifestSafety(input: ManifestSafetyInput): RuleResult {
  const file = path.join(input.releaseDir, 'mf-manifest.json');
  if (!fs.existsSync(file)) return ruleResult('safe manifest', ['the release has no mf-manifest.json']);
  let manifest: Json;
  try {
    manifest = readJson(file);
  } catch (error) {
    return ruleResult('safe manifest', [`mf-manifest.json is not JSON: ${(error as Error).message}`]);
  }
  if (!isObject(manifest)) return ruleResult('safe manifest', ['mf-manifest.json is not an object']);
  const storeOrigin = new URL(input.storeBaseUrl).origin;
  const ownUrl = manifestUrlOf(input.storeBaseUrl, input.remote, input.release).replace(/mf-manifest\.json$/, '');
  const reasons = identityReasons(manifest, input.remote);
  const meta = isObject(manifest.metaData) ? manifest.metaData : {};
  if ('getPublicPath' in meta) reasons.push('metaData.getPublicPath is code the runtime would run to find the files; a release is served from its own folder (publicPath "auto")');
  const publicPath = meta.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto' && publicPath !== ownUrl && !(typeof publicPath === 'string' && (publicPath === '' || publicPath === './' || insideRelease(publicPath)))) {
    reasons.push(`metaData.publicPath is ${JSON.stringify(publicPath)}: the code must come from the release's own folder ("auto", a relative path or ${ownUrl}), not from elsewhere`);
  }
  for (const [where, value] of everyString(manifest)) {
    if (where === 'metaData.publicPath' || !ABSOLUTE.test(value)) continue;
    let origin: string;
    try {
      origin = new URL(value.startsWith('//') ? `http:${value}` : value).origin;
    } catch {
      origin = 'null';
    }
    if (origin !== storeOrigin) reasons.push(`${where} is ${value}, outside the store's origin ${storeOrigin}`);
  }
  for (const [where, named] of namedFiles(manifest)) {
    if (!insideRelease(named)) reasons.push(`${where} names ${named}, which is not a file inside the release`);
    else if (!fs.existsSync(path.join(input.releaseDir, named))) reasons.push(`${where} names ${named}, which is not in the release`);
  }
  reasons.push(...prerenderReasons(input.releaseDir));
  return ruleResult('safe manifest', reasons, [`every URL on ${storeOrigin} or inside the release`]);
}

/** The prerender manifest: the renderer the edge runs and the fragments it inserts come from inside the release. */
function prerenderReasons(releaseDir: string): string[] {
  const file = path.join(releaseDir, PRERENDER_MANIFEST_FILE);
  if (!fs.existsSync(file)) return [];
  let manifest: Json;
  try {
    manifest = readJson(file);
  } catch (error) {
    return [`${PRERENDER_MANIFEST_FILE} is not JSON: ${(error as Error).message}`];
  }
  if (!isObject(manifest)) return [`${PRERENDER_MANIFEST_FILE} is not an object`];
  const reasons: string[] = [];
  if (manifest.renderer !== undefined && !(typeof manifest.renderer === 'string' && insideRelease(manifest.renderer))) {
    reasons.push(`${PRERENDER_MANIFEST_FILE} names the renderer ${String(manifest.renderer)}, outside the release: the edge would run code from there`);
  }
  (Array.isArray(manifest.pages) ? manifest.pages : []).forEach((page, i) => {
    const fragment = isObject(page) ? page.file : undefined;
    if (typeof fragment !== 'string' || !insideRelease(fragment)) reasons.push(`${PRERENDER_MANIFEST_FILE} pages[${i}] names the fragment ${String(fragment)}, outside the release`);
  });
  return reasons;
}
