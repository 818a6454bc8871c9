import fs from 'node:fs';
import path from 'node:path';
import { Language } from '@mailscout/contracts';
import { doorJson, doorPage } from './door-answers';

/** What HAProxy itself can answer behind nginx: no instance or edge, a broken or a slow one. */
export const BALANCER_STATUSES = [502, 503, 504] as const;
export type BalancerStatus = (typeof BALANCER_STATUSES)[number];

export interface BalancerErrorFiles {
  /** The JSON body for a status. */
  json(status: BalancerStatus): string;
  /** The log-format file whose answer is the page in the visitor's language (`txn.lng`). */
  page(status: BalancerStatus): string;
}

/** A path HAProxy reads inside a log-format expression: no character that would end the expression. */
function assertPlainPath(file: string): string {
  if (!/^[\w./-]+$/.test(file)) throw new Error(`the front door's files need a plain path (letters, digits, . _ - /): ${file}`);
  return file;
}

/**
 * Writes HAProxy's error answers into `dir` and returns their paths. A page is chosen per request
 * by language: its log-format file looks the visitor's language (set by the frontend's rules) up
 * in a map whose lines are `<language> <page on one line>`.
 */
export function writeBalancerErrorFiles(dir: string): BalancerErrorFiles {
  const root = assertPlainPath(path.resolve(dir));
  fs.mkdirSync(root, { recursive: true });
  const jsonFile = (status: BalancerStatus) => path.join(root, `api-${status}.json`);
  const pageFile = (status: BalancerStatus) => path.join(root, `page-${status}.lf`);
  for (const status of BALANCER_STATUSES) {
    fs.writeFileSync(jsonFile(status), doorJson(status));
    const map = path.join(root, `page-${status}.map`);
    const lines = Language.options.map((language) => `${language} ${doorPage(status, language).replace(/\s*\n\s*/g, ' ').trim()}`);
    fs.writeFileSync(map, `${lines.join('\n')}\n`);
    fs.writeFileSync(pageFile(status), `%[var(txn.lng),map(${map})]`);
  }
  return { json: jsonFile, page: pageFile };
}
