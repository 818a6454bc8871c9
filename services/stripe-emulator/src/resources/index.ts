import type { Route } from '../wire/router';
import { productRoutes } from './products';
import { priceRoutes } from './prices';
import { customerRoutes } from './customers';
import { paymentMethodRoutes } from './payment-methods';
import { paymentIntentRoutes } from './payment-intents';
import { setupIntentRoutes } from './setup-intents';
import { refundRoutes } from './refunds';
import { eventRoutes } from './events';
import { webhookEndpointRoutes } from './webhook-endpoints';
import { testClockRoutes } from './test-clocks';
import { chargeRoutes } from '../payments/charges';
import { subscriptionRoutes } from '../billing/subscriptions';
import { invoiceRoutes } from '../billing/invoice-routes';

export const allRoutes: Route[] = [
  ...productRoutes,
  ...priceRoutes,
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...paymentIntentRoutes,
  ...setupIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
  ...testClockRoutes,
];
