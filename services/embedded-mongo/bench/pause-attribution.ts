/**
 * Reads a pause trace (`pause-trace.ts`) and says, for each findOne round trip over SLOW_MS, what
 * it overlapped: a garbage collection or a stall of the server's event loop (split into the main
 * thread's CPU time, its time waiting for a CPU and the rest, when it was neither running nor
 * queued: blocked in the kernel, e.g. on the collector's helper threads, or its virtual CPU taken
 * by the host), the same in the bench's client, and the bench
 * marks before it. With the server's CPU profile (`--cpu-prof`), the functions the server's main
 * thread was sampled in during each stall.
 *
 *   tsx bench/pause-attribution.ts TRACE.jsonl [PROFILE_DIR]
 */
import fs from 'node:fs';
import { SLOW_MS, type TraceEvent } from './pause-trace';

type Span = { start: number; end: number };
const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Every `.cpuprofile` in a directory (`--cpu-prof-dir`). */
export function readProfiles(dir: string): CpuProfile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as CpuProfile);
}

export function readTrace(file: string): TraceEvent[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TraceEvent);
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; parent?: number; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The server's samples as [time on the trace's clock, stack] (V8's profile clock is CLOCK_MONOTONIC in µs). */
function profileSamples(profile: CpuProfile): { at: number; nodeId: number }[] {
  const out: { at: number; nodeId: number }[] = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    out.push({ at: t / 1000, nodeId: profile.samples[i] as number });
  }
  return out;
}

function stackNamer(profile: CpuProfile): (nodeId: number) => string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = (id: number) => {
    const { functionName, url, lineNumber } = (byId.get(id) as CpuProfile['nodes'][number]).callFrame;
    const file = url.split('/').slice(-1)[0];
    return file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName;
  };
  return (nodeId) => {
    const names: string[] = [];
    for (let id: number | undefined = nodeId; id !== undefined && names.length < 4; id = parent.get(id)) {
      const name = frame(id);
      if (name !== '(root)') names.push(name);
    }
    return names.join(' < ');
  };
}

const fmt = (value: number) => value.toFixed(0);

/** One row per slow round trip: what overlapped it, and a one-line verdict. */
export function attribute(events: TraceEvent[], profiles: CpuProfile[] = []): string {
  const slow = events.filter((e): e is Extract<TraceEvent, { kind: 'slow' }> => e.kind === 'slow');
  const marks = events.filter((e): e is Extract<TraceEvent, { kind: 'mark' }> => e.kind === 'mark').sort((a, b) => a.at - b.at);
  const gcs = events.filter((e): e is Extract<TraceEvent, { kind: 'gc' }> => e.kind === 'gc');
  const stalls = events.filter((e): e is Extract<TraceEvent, { kind: 'stall' }> => e.kind === 'stall');
  // Each server process wrote its own profile; their times do not overlap (one server at a time).
  const samples = profiles.flatMap((profile) => {
    const name = stackNamer(profile);
    return profileSamples(profile).map(({ at, nodeId }) => ({ at, stack: name(nodeId) }));
  });
  const lines = [
    `Round trips over ${SLOW_MS} ms and what overlapped them (ms; "late" = the event loop's stall, split into main-thread CPU / waiting for a CPU / blocked):`,
    '',
    '| window | after | round trip | server GC | server late (CPU / waiting / blocked) | client GC | client late (CPU / waiting / blocked) | verdict |',
    '| --- | --- | ---: | --- | --- | --- | --- | --- |',
  ];
  const details: string[] = [];
  for (const trip of slow) {
    const took = trip.end - trip.start;
    const gcOf = (proc: string) => {
      const hits = gcs.filter((g) => g.proc === proc && overlap(g, trip) > 0);
      const total = hits.reduce((n, g) => n + overlap(g, trip), 0);
      const longest = hits.reduce<(typeof hits)[number] | undefined>((a, g) => (!a || g.end - g.start > a.end - a.start ? g : a), undefined);
      return { total, text: hits.length ? `${fmt(total)} (${hits.length}; ${longest?.gcKind} ${fmt((longest?.end ?? 0) - (longest?.start ?? 0))})` : '–' };
    };
    const lateOf = (proc: string) => {
      let late = 0;
      let cpu = 0;
      let wait = 0;
      for (const s of stalls) {
        const o = s.proc === proc ? overlap(s, trip) : 0;
        if (!o) continue;
        const share = o / (s.end - s.start);
        late += o;
        cpu += s.cpuMs * share;
        wait += s.waitMs * share;
      }
      // Neither running nor queued: blocked in the kernel (GC helper threads, a synchronous call) or the host's steal.
      const blocked = Math.max(0, late - cpu - wait);
      return { late, cpu, wait, blocked, text: late ? `${fmt(late)} (${fmt(cpu)} / ${fmt(wait)} / ${fmt(blocked)})` : '–' };
    };
    const sGc = gcOf('server');
    const sLate = lateOf('server');
    const cGc = gcOf('client');
    const cLate = lateOf('client');
    const mark = marks.filter((m) => m.at <= trip.start).at(-1);
    const causes: [string, number][] = [
      ['server GC', sGc.total],
      ['server work', Math.max(0, sLate.cpu - sGc.total)],
      ['server waiting for a CPU', sLate.wait],
      ['client GC', cGc.total],
      ['client work', Math.max(0, cLate.cpu - cGc.total)],
      ['client waiting for a CPU', cLate.wait],
      ['server blocked (kernel or host)', Math.max(0, sLate.blocked - sGc.total)],
      ['client blocked (kernel or host)', Math.max(0, cLate.blocked - cGc.total)],
    ];
    const [cause, size] = causes.reduce((a, b) => (b[1] > a[1] ? b : a));
    // A collection whose thread mostly waited (for a CPU, or blocked on its helper threads) was stretched by the machine.
    const stretched = cause === 'server GC' && sLate.cpu < size / 2 ? ` (main thread ran ${fmt(sLate.cpu)} ms of it)` : cause === 'client GC' && cLate.cpu < size / 2 ? ` (main thread ran ${fmt(cLate.cpu)} ms of it)` : '';
    const verdict = size >= took / 3 ? `${cause}${stretched}` : `no stall seen (${fmt(took - Math.max(sLate.late, cLate.late))} unexplained)`;
    lines.push(
      `| ${trip.window} | ${mark ? `${mark.what} +${fmt(trip.start - mark.at)}` : '–'} | ${took.toFixed(1)} | ${sGc.text} | ${sLate.text} | ${cGc.text} | ${cLate.text} | ${verdict} |`,
    );
    if (samples.length && sLate.late > 0) {
      const counts = new Map<string, number>();
      for (const sample of samples) if (sample.at >= trip.start && sample.at <= trip.end) counts.set(sample.stack, (counts.get(sample.stack) ?? 0) + 1);
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4);
      details.push(`- ${took.toFixed(1)} ms round trip (${trip.window}): ${top.map(([stack, n]) => `${n}× ${stack}`).join('; ')}`);
    }
  }
  if (!slow.length) lines.push('| – | – | none | | | | | |');
  if (details.length) lines.push('', 'Server CPU samples during those round trips (most frequent stacks, leaf first):', '', ...details);
  return lines.join('\n');
}

if (require.main === module) {
  const [traceFile, profileDir] = process.argv.slice(2);
  if (!traceFile) throw new Error('usage: pause-attribution.ts TRACE.jsonl [PROFILE_DIR]');
  console.log(attribute(readTrace(traceFile), profileDir ? readProfiles(profileDir) : []));
}
