import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkConfig, requireDoorBinaries } from './door-binaries';
import type { FrontDoorSpec } from './front-door-spec';
import { haproxyConfig } from './haproxy-config';
import { writeBalancerErrorFiles } from './haproxy-error-files';
import { nginxConfig } from './nginx-config';

/** A process of the door: run in the foreground, logging to stdout/stderr, stopped by SIGTERM. */
export interface DoorProcess {
  name: 'door' | 'balancer';
  command: string;
  args: string[];
}

/**
 * Writes both configurations and HAProxy's error answers into the spec's `dir`, has nginx and
 * HAProxy check them, and returns how to run each. A configuration either refuses stops here, in
 * its own words, rather than at the first visitor.
 */
export function prepareFrontDoor(spec: FrontDoorSpec, env: NodeJS.ProcessEnv = process.env): { nginx: DoorProcess; haproxy: DoorProcess } {
  const binaries = requireDoorBinaries(env);
  const dir = path.resolve(spec.dir);
  for (const sub of ['nginx/body', 'nginx/proxy', 'nginx/fastcgi', 'nginx/uwsgi', 'nginx/scgi']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const haproxyFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(haproxyFile, haproxyConfig(spec, writeBalancerErrorFiles(path.join(dir, 'errors'))));
  checkConfig(binaries.haproxy, ['-c', '-q', '-f', haproxyFile]);
  const nginxFile = path.join(dir, 'nginx.conf');
  // As root, nginx's workers would run as nobody, who cannot enter a private data folder.
  const user = os.userInfo().uid === 0 ? 'user root;\n' : '';
  fs.writeFileSync(nginxFile, `${user}${nginxConfig(spec)}`);
  const nginxArgs = ['-p', path.join(dir, 'nginx'), '-e', 'stderr', '-c', nginxFile];
  checkConfig(binaries.nginx, ['-t', '-q', ...nginxArgs]);
  return {
    nginx: { name: 'door', command: binaries.nginx, args: nginxArgs },
    // -db: in the foreground, logging to stdout; SIGTERM lets requests in flight finish (hard-stop-after).
    haproxy: { name: 'balancer', command: binaries.haproxy, args: ['-db', '-f', haproxyFile] },
  };
}
