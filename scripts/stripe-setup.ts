import { runStripeSetup } from './lib/stripe-setup/run';

/** `pnpm stripe:setup`: the price catalogue and the webhook endpoint into Stripe (docs/deploy.md#stripe). */
runStripeSetup(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
