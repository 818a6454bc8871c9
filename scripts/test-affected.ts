import { spawn } from 'node:child_process';
import { affectedPackages } from './lib/affected-packages';
import { CITATIONS_FOLDER, planAffected, type AffectedPlan } from './lib/affected-plan';
import { changedFilesSince, defaultBase } from './lib/changed-files';
import { ROOT } from './lib/services';
import { readWorkspacePackages } from './lib/workspace-packages';

/**
 * `pnpm test:affected [--base <ref>] [--dry-run]`: only the tests of the packages changed since
 * the base and of those that depend on them, plus the contracts check and the composition e2e
 * when a front-end package is among them. `pnpm test` stays the whole suite.
 */
function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  const inline = process.argv.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : index >= 0 ? process.argv[index + 1] : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function commandsOf(plan: AffectedPlan): Array<{ label: string; command: string; args: string[] }> {
  const steps: Array<{ label: string; command: string; args: string[] }> = [];
  if (plan.jest) {
    // Path patterns anchored at the root, so `scripts/` never matches a package's own scripts folder.
    const patterns = plan.jest.folders.map((folder) => `^${escapeRegExp(`${ROOT}/${folder}`)}`);
    const projects = plan.jest.projects.flatMap((project) => ['--selectProjects', project]);
    steps.push({ label: 'Jest (affected packages)', command: 'pnpm', args: ['exec', 'jest', ...projects, '--passWithNoTests', '--', ...patterns] });
  }
  if (plan.contracts) steps.push({ label: 'contracts check (type check of the apps and shared packages)', command: 'pnpm', args: ['exec', 'tsc', '-p', 'tsconfig.json'] });
  if (plan.e2e.length > 0) steps.push({ label: 'end-to-end (Playwright)', command: 'pnpm', args: ['--filter', '@mailscout/e2e', 'test', '--', ...plan.e2e] });
  return steps;
}

function run(step: { label: string; command: string; args: string[] }): Promise<boolean> {
  console.log(`\n▶ ${step.label}: ${step.command} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function main() {
  const base = defaultBase(ROOT, argValue('--base'));
  const changed = changedFilesSince(ROOT, base);
  const affected = affectedPackages(changed, readWorkspacePackages(ROOT));
  const plan = planAffected(affected.packages, changed);

  console.log(`Changed since ${base}: ${changed.length} file(s)${affected.ignored.length ? `, ${affected.ignored.length} of them documentation (no package's tests)` : ''}.`);
  if (affected.packages.length === 0) console.log('No package is affected: nothing to test.');
  for (const pkg of affected.packages) console.log(`  ${pkg.name.padEnd(28)} ${pkg.dir.padEnd(24)} ${pkg.reason}`);
  console.log('\nSelected:');
  console.log(`  Jest: ${plan.jest ? `${plan.jest.folders.join(' ')} (projects ${plan.jest.projects.join(', ')})` : 'none'}`);
  console.log(`  contracts check: ${plan.contracts ?? 'no (no front-end package affected)'}`);
  if (plan.citations) console.log(`  citation check (${CITATIONS_FOLDER}): ${plan.citations}`);
  console.log(`  e2e: ${plan.e2e.length ? `${plan.e2e.join(' ')} (${plan.e2eReason ?? 'changed specs'})` : 'none'}`);

  const steps = commandsOf(plan);
  if (process.argv.includes('--dry-run')) {
    for (const step of steps) console.log(`\nwould run: ${step.command} ${step.args.join(' ')}`);
    return;
  }
  const failed: string[] = [];
  for (const step of steps) if (!(await run(step))) failed.push(step.label);
  console.log(failed.length ? `\nFailed: ${failed.join('; ')}` : `\nAll ${steps.length} selected step(s) passed.`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
