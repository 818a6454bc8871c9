/**
 * Marks kept in the payment-events collection beside Stripe's event ids: each is inserted once,
 * atomically, so the step it stands for happens once whoever gets there first.
 */
export const accountCreatedMark = (subscriptionId: string) => `account-created:${subscriptionId}`;
export const signInMark = (subscriptionId: string) => `sign-in:${subscriptionId}`;
export const undeliverableMark = (paymentId: string) => `undeliverable:${paymentId}`;
export const trialReminderMark = (subscriptionId: string, trialEnd: number) => `trial-reminder:${subscriptionId}:${trialEnd}`;
