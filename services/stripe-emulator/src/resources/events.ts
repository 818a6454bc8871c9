import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { StripeEvent } from '../state/models';
import { paginate } from '../wire/list';
import { inRange, requestAs } from '../wire/params';
import { mustGet } from './common';

/** `type` accepts Stripe's `*` wildcard (e.g. `invoice.*`). */
function typeMatches(pattern: string, type: string): boolean {
  if (!pattern.includes('*')) return pattern === type;
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(type);
}

export const eventRoutes: Route[] = [
  { method: 'GET', path: '/v1/events/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'event') },
  {
    method: 'GET',
    path: '/v1/events',
    params: { list: true, spec: { type: 'string', types: ['string'], created: 'range', delivery_success: 'bool' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.EventListParams>(wire);
      const types = params.types;
      const items = emulator.store
        .all<StripeEvent>('event')
        .filter((event) => !params.type || typeMatches(params.type, event.type))
        .filter((event) => !types || types.some((type) => typeMatches(type, event.type)))
        .filter((event) => inRange(event.created, params.created));
      return paginate(items, wire, '/v1/events');
    },
  },
];
