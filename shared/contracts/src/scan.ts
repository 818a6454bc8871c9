import { z } from 'zod';
import { Email } from './common';

export const StartScanRequest = z.object({ email: Email, billingEmail: Email, userEmail: Email });
export const StartScanResponse = z.object({ scan_id: z.string() });

export const ScanStatus = z.enum(['queued', 'running', 'completed', 'failed']);
export const ScanStatusResponse = z.object({ status: ScanStatus });

export const LinkedAccount = z.object({ site: z.string(), url: z.string() });
export const ScanResultsResponse = z.object({
  results: z.record(z.string(), z.unknown()),
  lookupCredits: z.number().int().nonnegative(),
  usernames: z.array(z.string()),
  durationSeconds: z.number().nonnegative(),
  breaches: z.array(z.string()),
  accounts: z.array(LinkedAccount),
});

export type StartScanRequest = z.infer<typeof StartScanRequest>;
export type StartScanResponse = z.infer<typeof StartScanResponse>;
export type ScanStatusResponse = z.infer<typeof ScanStatusResponse>;
export type ScanResultsResponse = z.infer<typeof ScanResultsResponse>;
