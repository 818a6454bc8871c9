import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@mailscout/public-config';
import { Button, Spinner } from '@mailscout/ui';
import { AltchaWidget } from './altcha-widget';
import { HostedCaptcha } from './hosted-captcha';
import './bot-challenge.css';

export interface BotChallengeProps {
  /** The solved challenge's token, or null when it expired, failed or was reset. */
  onToken: (token: string | null) => void;
  /**
   * Changing it renders a fresh challenge (docs/product.md#screens and docs/product.md#errors: after a failure the challenge is
   * reset; a solution is accepted once by the API). The parent forgets its token when it
   * changes this.
   */
  resetKey?: number;
  /**
   * The address (and what for) the code is asked for: past its free requests the API wants a
   * proof of work made for that address, harder each time (docs/decisions.md#owner-path).
   */
  subject?: ChallengeSubject;
}

export interface ChallengeSubject {
  email: string;
  purpose: 'login' | 'self-check';
}

/** The ALTCHA challenge's address, for this subject when there is one. */
export function challengeUrlFor(base: string, subject: ChallengeSubject | undefined): string {
  if (!subject?.email) return base;
  const query = new URLSearchParams({ email: subject.email, purpose: subject.purpose });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The bot challenge of the cancel and opt-out pages, as the site's configuration chooses it. */
export function BotChallenge({ onToken, resetKey = 0, subject }: BotChallengeProps) {
  const { t } = useTranslation('account');
  const publicConfig = usePublicConfig();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  if (publicConfig.status === 'loading') {
    return (
      <div className="ac-captcha">
        <Spinner label={t('captcha.loading')} />
      </div>
    );
  }
  if (publicConfig.status === 'error' || loadFailed) {
    const retry = () => {
      setLoadFailed(false);
      setAttempt((n) => n + 1);
      if (publicConfig.status === 'error') publicConfig.retry();
    };
    return (
      <div className="ac-captcha ac-captcha--failed" role="alert">
        <p>{t('captcha.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('captcha.retry')}
        </Button>
      </div>
    );
  }

  const captcha = publicConfig.config.captcha;
  const key = `${resetKey}:${attempt}`;
  const onLoadError = () => setLoadFailed(true);
  return (
    <div className="ac-captcha" role="group" aria-label={t('captcha.label')}>
      {captcha.provider === 'altcha' ? (
        <AltchaWidget key={key} challengeUrl={challengeUrlFor(captcha.challengeUrl, subject)} onToken={onToken} onLoadError={onLoadError} />
      ) : (
        <HostedCaptcha key={key} provider={captcha.provider} siteKey={captcha.siteKey} onToken={onToken} onLoadError={onLoadError} />
      )}
    </div>
  );
}
