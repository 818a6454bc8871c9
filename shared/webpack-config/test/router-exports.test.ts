import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const LIST = fs.readFileSync(path.join(__dirname, '..', 'browser', 'react-router-dom.ts'), 'utf8');
/**
 * Code that never goes through the list: it runs only on a server (the edge's frame renderer, the
 * build's prerender) or only in tests (the test kit).
 */
const SERVER_ONLY = [path.join('shell', 'src', 'server'), path.join('shared', 'prerender', 'src', 'define-prerender.tsx'), path.join('shared', 'test-kit')];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const exported = new Set([...LIST.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()).filter(Boolean)));

describe('the router exports production builds bundle (docs/architecture.md#first-bundle)', () => {
  const roots = ['shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-')), ...fs.readdirSync(path.join(ROOT, 'shared')).map((d) => path.join('shared', d))];
  const files = roots.flatMap((root) => sourceFiles(path.join(ROOT, root, 'src'))).filter((file) => !SERVER_ONLY.some((s) => file.includes(s)));

  it('lists every name the browser code imports from react-router-dom', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from 'react-router-dom'/g)) {
        for (const name of match[1]!.split(',').map((n) => n.trim().replace(/^type /, '').split(' as ')[0]!.trim()).filter(Boolean)) {
          if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('is not bypassed with a namespace import', () => {
    const namespaced = files.filter((file) => /import \* as \w+ from 'react-router-dom'/.test(fs.readFileSync(file, 'utf8')));
    expect(namespaced).toEqual([]);
  });
});
