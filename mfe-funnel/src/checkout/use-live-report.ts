import { useEffect, useState } from 'react';
import { useAuth } from '@mailscout/auth';
import type { ReportSummary } from '@mailscout/contracts';
import { fetchLiveReport } from '../api/scan-api';

export type LiveReport = { status: 'none' } | { status: 'checking' } | { status: 'live'; report: ReportSummary };

/**
 * Whether the signed-in account already has a live report of `target` (docs/decisions.md#never-twice),
 * asked again when the session changes (signing in by code inside the checkout). Signed out, or
 * when the server cannot answer (logged only), there is none: the start-scan guard still keeps a
 * second credit from being spent.
 */
export function useLiveReport(target: string | null): LiveReport {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const [answer, setAnswer] = useState<{ key: string; report: ReportSummary | null } | null>(null);
  const key = email && target ? `${email}|${target}` : null;

  useEffect(() => {
    if (!key || !target) return;
    let current = true;
    fetchLiveReport(target).then(
      (report) => current && setAnswer({ key, report }),
      (error: unknown) => {
        console.warn('live report check failed', error instanceof Error ? error.message : error);
        if (current) setAnswer({ key, report: null });
      },
    );
    return () => {
      current = false;
    };
  }, [key, target]);

  if (!key) return { status: 'none' };
  if (answer?.key !== key) return { status: 'checking' };
  return answer.report ? { status: 'live', report: answer.report } : { status: 'none' };
}
