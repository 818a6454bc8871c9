import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDefinition } from './app-definition.ts';

/** The file in an app's folder that says how the app is built (read only by this CLI). */
export const APP_BUILD_FILE = 'app.build.ts';

export async function loadAppBuild(dir: string): Promise<AppDefinition> {
  const file = path.resolve(dir, APP_BUILD_FILE);
  if (!fs.existsSync(file)) throw new Error(`mailscout-webpack: no ${APP_BUILD_FILE} in ${dir} (run it from an app's folder)`);
  const mod = (await import(pathToFileURL(file).href)) as { default: AppDefinition };
  return mod.default;
}
