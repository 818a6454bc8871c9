import type { PossibleAccountValue } from '@mailscout/contracts';

/**
 * How likely a profile under the same username is the same person. A username is not proof:
 * short, common names are taken by many people. One point each for a long username (8+
 * characters), a username more than one source found for the address, and a profile the
 * site's page confirmed by its content rather than only by its status code.
 */
export function pivotConfidence(input: { username: string; foundBy: number; confirmedByContent: boolean }): PossibleAccountValue['confidence'] {
  const points = (input.username.length >= 8 ? 1 : 0) + (input.foundBy >= 2 ? 1 : 0) + (input.confirmedByContent ? 1 : 0);
  return points >= 2 ? 'high' : points === 1 ? 'medium' : 'low';
}
