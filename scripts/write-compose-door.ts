import fs from 'node:fs';
import path from 'node:path';
import { composeDoorFiles } from './lib/compose-door';
import { ROOT } from './lib/services';

/**
 * `pnpm deploy:door`: writes the compose file's front door (deploy/front-door: nginx.conf,
 * haproxy.cfg, HAProxy's error answers) from @mailscout/front-door, as start:prod writes its own.
 * A test fails when the files there differ from what this writes (docs/deploy.md#compose).
 */
const dir = path.join(ROOT, 'deploy', 'front-door');
fs.rmSync(dir, { recursive: true, force: true });
for (const [name, text] of composeDoorFiles()) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
console.log(`wrote ${path.relative(ROOT, dir)}`);
