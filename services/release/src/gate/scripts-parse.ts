import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { listFiles } from '../content-hash';
import { ruleResult, type RuleResult } from './rule-result';

/** The parameters Node wraps a CommonJS module in (the edge loads the prerender bundle as one). */
const COMMONJS_PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];

/** Compiles without running: V8 parses the whole source and reports the first syntax error. */
function syntaxError(file: string, source: string): string | undefined {
  try {
    if (file.endsWith('.cjs')) vm.compileFunction(source, COMMONJS_PARAMETERS, { filename: file });
    else new vm.Script(source, { filename: file });
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/**
 * Every script of the release parses (docs/deploy.md#release-store): the browser loads the remote
 * entry and its chunks as classic scripts and the edge loads the prerender bundle as CommonJS, so
 * each is compiled that way here, never run. A module script (`.mjs`) is not how a remote loads.
 */
export function checkScriptsParse(releaseDir: string): RuleResult {
  const scripts = listFiles(releaseDir).filter((f) => /\.(c|m)?js$/.test(f));
  const reasons: string[] = [];
  for (const file of scripts) {
    if (file.endsWith('.mjs')) {
      reasons.push(`${file} is a module script; a remote's files load as classic scripts`);
      continue;
    }
    const error = syntaxError(file, fs.readFileSync(path.join(releaseDir, file), 'utf8'));
    if (error) reasons.push(`${file} does not parse: ${error}`);
  }
  return ruleResult('scripts parse', reasons.length > 10 ? [...reasons.slice(0, 10), `and ${reasons.length - 10} more`] : reasons, [`${scripts.length} scripts`]);
}
