import { z } from 'zod';
import { Email } from './common';

/** §4: 'opted-out' stays, 'not-found' / 'debug-success' route to the funnel. */
export const LookupStatus = z.enum(['not-found', 'opted-out', 'debug-success']);

export const EmailLookupRequest = z.object({ email: Email });
export const EmailLookupResponse = z.object({ status: z.string(), message: z.string() });
export type EmailLookupRequest = z.infer<typeof EmailLookupRequest>;
export type EmailLookupResponse = z.infer<typeof EmailLookupResponse>;
