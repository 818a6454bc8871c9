import { z } from 'zod';
import { EmailLookupRequest, EmailLookupResponse, PhoneLookupRequest, PhoneLookupResponse, Preview, RecentLookupsResponse } from '../lookup';
import { defineRoute, errorResponses } from './define-route';

/** A preview's or a scan's id in a path. */
export const IdParams = z.object({ id: z.string().min(1).max(64) });

const tags = ['lookup'];

/** The free side of a lookup (docs/decisions.md#sources): start a preview, watch it, the home ticker. */
export const lookupRoutes = {
  'lookup.emailLookup': defineRoute('POST', '/api/email-lookup', {
    tags,
    summary: 'Check an address and start its free preview',
    body: EmailLookupRequest,
    response: { 200: EmailLookupResponse, ...errorResponses(400, 429) },
  }, ['OPTED_OUT']),
  'lookup.phoneLookup': defineRoute('POST', '/api/phone-lookup', {
    tags,
    summary: 'Check a phone number and start its free preview',
    body: PhoneLookupRequest,
    response: { 200: PhoneLookupResponse, ...errorResponses(400, 429) },
  }, ['INVALID_PHONE', 'OPTED_OUT']),
  'lookup.preview': defineRoute('GET', '/api/previews/:id', {
    tags,
    summary: 'The free preview of a lookup',
    params: IdParams,
    response: { 200: Preview, ...errorResponses(404) },
  }, ['PREVIEW_NOT_FOUND']),
  /** Server-sent events (`source`, then `preview`, then `end`); capped per client (429) and overall (503). */
  'lookup.previewEvents': defineRoute('GET', '/api/previews/:id/events', {
    tags,
    summary: "Server-sent events: each source's answer, then the whole preview",
    params: IdParams,
    response: { ...errorResponses(404, 429, 503) },
  }, ['PREVIEW_NOT_FOUND', 'TOO_MANY_STREAMS', 'STREAMS_AT_CAPACITY']),
  'lookup.recentLookups': defineRoute('GET', '/api/recent-lookups', {
    tags,
    summary: 'Anonymised completed email lookups of the last 7 days',
    response: { 200: RecentLookupsResponse, ...errorResponses(429) },
  }),
};
