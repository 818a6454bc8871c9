import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BotChallenge, type ChallengeSubject } from '../captcha/bot-challenge';

interface LoginChallengeProps {
  onToken: (token: string | null) => void;
  /** Changing it renders a fresh challenge (a solution is accepted once by the API). */
  resetKey: number;
  /** Each change moves focus here: when the API asked for the challenge, or a submit came without it. */
  focusRequest: number;
  /** The address the code is for: the proof of work is made for it. */
  subject?: ChallengeSubject;
}

/**
 * docs/decisions.md#bot-challenge: the bot challenge the login asks for after repeated failures, with why it is there.
 * Focus comes to the panel, whose name is the explanation, so screen readers read it and Tab goes
 * on into the widget; the form's button then sends the same call again with the solution.
 */
export function LoginChallenge({ onToken, resetKey, focusRequest, subject }: LoginChallengeProps) {
  const { t } = useTranslation('account');
  const explanationId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest) panel.current?.focus();
  }, [focusRequest]);
  return (
    <div ref={panel} className="ac-login-challenge" role="group" aria-labelledby={explanationId} tabIndex={-1} data-testid="login-challenge">
      <p id={explanationId} className="ac-muted">
        {t('login.captcha.explanation')}
      </p>
      <BotChallenge onToken={onToken} resetKey={resetKey} subject={subject} />
    </div>
  );
}
