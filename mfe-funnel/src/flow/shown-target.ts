import { formatPhoneNumber } from '@mailscout/contracts/phone';

/** A number in its one normal form, E.164 (`+447911123456`): what the funnel sends, stores and compares. */
const E164 = /^\+\d{6,15}$/;

/**
 * The target as people read it on the funnel's screens (docs/decisions.md#phone-numbers): a number in
 * the one international format (`+44 7911 123456`) however it was typed; an address as it is.
 * Only for showing: calls and memory keep the E.164 form.
 */
export function shownTarget(target: string): string {
  return E164.test(target) ? formatPhoneNumber(target) : target;
}
