import type { AddressInfo } from 'node:net';
import { Emulator, type BillingConfig, type EmulatorOptions } from './emulator';
import { createEmulatorServer } from './server';
import { registerInvoiceVirtualFields } from './billing/invoice-routes';
import { registerPriceVirtualFields } from './resources/catalog';
import type { Delivery, ReleaseOrder } from './webhooks/dispatcher';
import { authenticateIntent } from './control/control-routes';

export { API_VERSION, DEFAULT_WEBHOOK_SECRET, DEFAULT_RETRY_SCHEDULE_DAYS, DEFAULT_UPCOMING_RENEWAL_DAYS, DEFAULT_TEST_CLOCK_ADVANCE_MS, SMART_RETRY_SCHEDULE_DAYS, THIRTY_DAY_RETRY_SCHEDULE_DAYS } from './emulator';
export { parseRetrySchedule, RETRY_SCHEDULES } from './billing/retry-schedule';
export type { Delivery, ReleaseOrder } from './webhooks/dispatcher';
export { signPayload, verifySignature } from './webhooks/signer';
export { TEST_CARDS } from './payments/test-cards';

export interface StartOptions extends EmulatorOptions {
  /** 0 picks a free port; default 12111. */
  port?: number;
  host?: string;
}

/** In-process handle on the emulator's state for tests (mirrors the /_emulator HTTP API). */
export interface EmulatorControl {
  reset(): void;
  deliveries(): Delivery[];
  /** Resolves when no webhook is queued, sending or waiting for a retry. */
  webhooksIdle(): Promise<void>;
  holdWebhooks(): void;
  releaseWebhooks(order?: ReleaseOrder): number;
  duplicateWebhooks(enabled: boolean): void;
  redeliver(eventId: string): number;
  setBilling(config: Partial<BillingConfig>): void;
  /** Completes a pending 3D Secure challenge as the customer would in the dialog. */
  authenticate(clientSecret: string, outcome: 'approve' | 'fail'): void;
}

export interface RunningEmulator {
  url: string;
  port: number;
  stop(): Promise<void>;
  control: EmulatorControl;
}

export async function startStripeEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const emulator = new Emulator(options);
  registerInvoiceVirtualFields(emulator);
  registerPriceVirtualFields(emulator);
  const server = createEmulatorServer(emulator);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const control: EmulatorControl = {
    reset: () => emulator.reset(),
    deliveries: () => emulator.webhooks.deliveries(),
    webhooksIdle: () => emulator.webhooks.idle(),
    holdWebhooks: () => emulator.webhooks.hold(),
    releaseWebhooks: (order) => emulator.webhooks.release(order),
    duplicateWebhooks: (enabled) => emulator.webhooks.setDuplicate(enabled),
    redeliver: (eventId) => {
      const event = emulator.store.get(eventId, 'event');
      if (!event) throw new Error(`No such event: ${eventId}`);
      return emulator.webhooks.redeliver(event as never, emulator.webhookTargets());
    },
    setBilling: (config) => {
      emulator.billing = { ...emulator.billing, ...config };
    },
    authenticate: (clientSecret, outcome) => {
      authenticateIntent(emulator, clientSecret, outcome === 'approve');
    },
  };
  return {
    url: `http://${host}:${port}`,
    port,
    control,
    stop: async () => {
      emulator.background.cancelAll();
      emulator.webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
