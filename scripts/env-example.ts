import fs from 'node:fs';
import { DEPLOY_GUIDE, deployables, ENV_EXAMPLE_FILE, renderDeployTables, renderEnvExample, withDeployTables } from './lib/env-docs';

/**
 * `pnpm env:example`: writes `.env.example` and docs/deploy.md's variable tables from the
 * configuration schemas (docs/deploy.md#configuration). `--check` writes nothing and exits 1 when
 * either file differs from what the schemas say.
 */
function main(): number {
  const check = process.argv.includes('--check');
  const list = deployables();
  const files = [
    { file: ENV_EXAMPLE_FILE, text: renderEnvExample(list) },
    { file: DEPLOY_GUIDE, text: withDeployTables(fs.readFileSync(DEPLOY_GUIDE, 'utf8'), renderDeployTables(list)) },
  ];
  let drift = 0;
  for (const { file, text } of files) {
    const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (now === text) continue;
    drift += 1;
    if (check) console.log(`${file} differs from the configuration schemas: run pnpm env:example`);
    else fs.writeFileSync(file, text);
  }
  if (!check) console.log(`.env.example and docs/deploy.md#configuration written from the schemas (${list.map((d) => `${d.variables.length} ${d.title}`).join(', ')})`);
  return check && drift > 0 ? 1 : 0;
}

process.exit(main());
