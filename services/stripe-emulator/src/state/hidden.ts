/**
 * Emulator-only facts about objects that Stripe keeps server-side and never returns
 * (which test card a payment method stands for, which invoice a PaymentIntent pays, the
 * billing engine's bookkeeping). Kept apart from the response objects so they never leak.
 */
export type CardBehavior =
  | 'succeed'
  | 'decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authenticate_unless_setup'
  | 'authenticate_always'
  | 'attach_ok_charge_fails';

export interface Hidden {
  // payment methods
  cardBehavior?: CardBehavior;
  /** Set once a card that needs authentication unless set up (…3155) was authenticated. */
  setUpForOffSession?: boolean;
  // payment intents
  invoiceId?: string;
  offSession?: boolean;
  // invoices
  paymentIntentId?: string;
  invoicePaymentId?: string;
  firstFailedAt?: number;
  retriesDone?: number;
  // subscriptions
  periodIndex?: number;
  trialWillEndSent?: boolean;
  /** The period end whose `invoice.upcoming` was already decided (sent or skipped). */
  upcomingRenewalDecidedFor?: number;
  incompleteExpiresAt?: number;
  saveDefaultPaymentMethod?: boolean;
  // test clocks
  /**
   * While a clock advances, the time its objects live at (each due action's time in turn). The
   * clock's own `frozen_time` keeps the time it was advanced from until it is `ready`, as on Stripe.
   */
  engineTime?: number;
}

export class HiddenState {
  private readonly map = new Map<string, Hidden>();

  of(id: string): Hidden {
    let hidden = this.map.get(id);
    if (!hidden) {
      hidden = {};
      this.map.set(id, hidden);
    }
    return hidden;
  }

  clear(): void {
    this.map.clear();
  }
}
