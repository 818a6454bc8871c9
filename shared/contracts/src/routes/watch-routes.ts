import { MessageResponse } from '../common';
import { StartWatchRequest, WatchStatus, WatchTokenQuery } from '../watch';
import { defineRoute, errorResponses } from './define-route';

const tags = ['watch'];

/** "Watch my address" (docs/decisions.md#watch-my-address). */
export const watchRoutes = {
  'watch.start': defineRoute('POST', '/api/watch', {
    tags,
    summary: "Turn on a watch of an address its owner has just proved (the self-check's proof, or the signed-in account's own address)",
    body: StartWatchRequest,
    response: { 200: WatchStatus, ...errorResponses(400, 403, 429) },
  }, ['WATCH_PROOF_REQUIRED', 'WATCH_LIMIT_REACHED']),
  'watch.account': defineRoute('GET', '/api/watch/account', {
    tags,
    summary: "The watch of the signed-in account's own address",
    response: { 200: WatchStatus, ...errorResponses(401) },
  }, ['UNAUTHORIZED']),
  'watch.stopAccount': defineRoute('DELETE', '/api/watch/account', {
    tags,
    summary: "End the watch of the signed-in account's own address",
    response: { 200: WatchStatus, ...errorResponses(401) },
  }, ['UNAUTHORIZED']),
  'watch.manage': defineRoute('GET', '/api/watch/manage', {
    tags,
    summary: "The watch a watch mail's link names (a signed token, no session)",
    querystring: WatchTokenQuery,
    response: { 200: WatchStatus, ...errorResponses(400) },
  }, ['WATCH_LINK_INVALID']),
  'watch.unsubscribe': defineRoute('POST', '/api/watch/unsubscribe', {
    tags,
    summary: 'One-click unsubscribe (RFC 8058): ends the watch at once, no session needed; the form body `List-Unsubscribe=One-Click` is accepted and not needed',
    querystring: WatchTokenQuery,
    response: { 200: MessageResponse, ...errorResponses(400) },
  }, ['WATCH_LINK_INVALID']),
};
