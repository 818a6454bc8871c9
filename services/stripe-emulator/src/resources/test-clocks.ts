import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Customer, TestClock } from '../state/models';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { requestAs } from '../wire/params';
import { invalidRequest } from '../wire/errors';
import { mustGet } from './common';
import { startClockAdvance } from '../billing/time-engine';
import { checkAdvanceLimit } from '../billing/clock-limit';
import { deleteCustomer } from './customers';

export const testClockRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/test_helpers/test_clocks',
    params: { spec: { 'frozen_time!': 'int', name: 'string' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.TestHelpers.TestClockCreateParams>(wire);
      const clock: TestClock = emulator.store.insert({
        id: newId('clock'),
        object: 'test_helpers.test_clock',
        created: Math.floor(Date.now() / 1000),
        // Stripe's example answers delete a clock 7 days after its creation.
        deletes_after: Math.floor(Date.now() / 1000) + 7 * 86_400,
        frozen_time: params.frozen_time,
        livemode: false,
        name: params.name ?? null,
        status: 'ready',
        status_details: {},
      });
      emulator.emit('test_helpers.test_clock.created', clock);
      return clock;
    },
  },
  { method: 'GET', path: '/v1/test_helpers/test_clocks/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'test_helpers.test_clock') },
  {
    method: 'GET',
    path: '/v1/test_helpers/test_clocks',
    params: { list: true, spec: {} },
    handler: ({ emulator, params }) => paginate(emulator.store.all<TestClock>('test_helpers.test_clock'), params, '/v1/test_helpers/test_clocks'),
  },
  {
    method: 'POST',
    path: '/v1/test_helpers/test_clocks/:id/advance',
    params: { spec: { 'frozen_time!': 'int' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.TestHelpers.TestClockAdvanceParams>(wire);
      const clock = mustGet<TestClock>(emulator, path.id as string, 'test_helpers.test_clock');
      // One advance at a time: the clock must be `ready` again before it moves on.
      if (clock.status !== 'ready') {
        throw invalidRequest(`The test clock ${clock.id} is ${clock.status === 'advancing' ? 'still advancing' : `in status ${clock.status}`}; it can only be advanced when its status is \`ready\`.`, { param: 'frozen_time' });
      }
      const target = params.frozen_time;
      if (target <= clock.frozen_time) throw invalidRequest('The frozen_time must be after the current frozen_time of the test clock.', { param: 'frozen_time' });
      checkAdvanceLimit(emulator, clock, target);
      startClockAdvance(emulator, clock, target);
      return clock;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/test_helpers/test_clocks/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const clock = mustGet<TestClock>(emulator, path.id as string, 'test_helpers.test_clock');
      for (const customer of emulator.store.all<Customer>('customer')) {
        if (!customer.deleted && customer.test_clock === clock.id) deleteCustomer(emulator, customer);
      }
      emulator.store.delete(clock.id);
      emulator.emit('test_helpers.test_clock.deleted', clock);
      const deleted: Stripe.TestHelpers.DeletedTestClock = { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
      return deleted;
    },
  },
];
