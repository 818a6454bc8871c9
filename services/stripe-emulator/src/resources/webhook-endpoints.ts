import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { WebhookEndpoint } from '../state/models';
import { newId, randomToken } from '../wire/ids';
import { paginate } from '../wire/list';
import { requestAs } from '../wire/params';
import { invalidRequest } from '../wire/errors';
import { API_VERSION } from '../emulator';
import { createMetadata, mergeMetadata, mustGet } from './common';

function checkUrl(url: string): void {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw invalidRequest(`Invalid URL: ${url}`, { param: 'url', code: 'url_invalid' });
  }
}

/** The `secret` is only returned on create, as on Stripe. */
function withoutSecret(endpoint: WebhookEndpoint): Omit<WebhookEndpoint, 'secret'> {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

export const webhookEndpointRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/webhook_endpoints',
    params: { spec: { 'url!': 'string', 'enabled_events!': ['string'], description: 'string', metadata: 'metadata', api_version: 'string', connect: 'bool' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.WebhookEndpointCreateParams>(wire);
      checkUrl(params.url);
      if (params.api_version && params.api_version !== API_VERSION) {
        throw invalidRequest(`The Stripe emulator only sends events in API version ${API_VERSION}.`, { param: 'api_version' });
      }
      const endpoint: WebhookEndpoint = emulator.store.insert({
        id: newId('we'),
        object: 'webhook_endpoint',
        api_version: params.api_version ?? null,
        application: null,
        created: emulator.now(),
        description: params.description ?? null,
        enabled_events: params.enabled_events,
        livemode: false,
        metadata: createMetadata(params.metadata),
        secret: `whsec_${randomToken(32)}`,
        status: 'enabled',
        url: params.url,
      });
      return endpoint;
    },
  },
  { method: 'GET', path: '/v1/webhook_endpoints/:id', params: { spec: {} }, handler: ({ emulator, path }) => withoutSecret(mustGet<WebhookEndpoint>(emulator, path.id as string, 'webhook_endpoint')) },
  {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    params: { spec: { url: 'string', enabled_events: ['string'], description: 'string', metadata: 'metadata', disabled: 'bool' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.WebhookEndpointUpdateParams>(wire);
      const endpoint = mustGet<WebhookEndpoint>(emulator, path.id as string, 'webhook_endpoint');
      if (params.url) {
        checkUrl(params.url);
        endpoint.url = params.url;
      }
      if (params.enabled_events) endpoint.enabled_events = params.enabled_events;
      if (params.description !== undefined) endpoint.description = params.description;
      if (params.disabled !== undefined) endpoint.status = params.disabled ? 'disabled' : 'enabled';
      endpoint.metadata = mergeMetadata(endpoint.metadata, params.metadata);
      return withoutSecret(endpoint);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const endpoint = mustGet<WebhookEndpoint>(emulator, path.id as string, 'webhook_endpoint');
      emulator.store.delete(endpoint.id);
      const deleted: Stripe.DeletedWebhookEndpoint = { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
      return deleted;
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    params: { list: true, spec: {} },
    handler: ({ emulator, params }) => {
      const list = paginate(emulator.store.all<WebhookEndpoint>('webhook_endpoint'), params, '/v1/webhook_endpoints');
      return { ...list, data: list.data.map(withoutSecret) };
    },
  },
];

