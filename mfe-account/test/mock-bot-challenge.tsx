import type { BotChallengeProps } from '../src/captcha/bot-challenge';

/**
 * Stands in for the bot challenge (jest.mock of src/captcha/bot-challenge): a button emits a
 * token, and the reset key is visible so a test can tell that the challenge was reset.
 */
export function BotChallenge({ onToken, resetKey = 0 }: BotChallengeProps) {
  return (
    <div data-testid="bot-challenge" data-reset-key={resetKey}>
      <button type="button" onClick={() => onToken(`captcha-token-${resetKey}`)}>
        Solve challenge
      </button>
    </div>
  );
}
