import { useTranslation } from 'react-i18next';
import { Button } from '@mailscout/ui';

export interface UseCreditActionProps {
  /** The signed-in account's credits (more than 0). */
  credits: number;
  disabled?: boolean;
  onUse(): void;
}

/**
 * docs/decisions.md#credits, docs/decisions.md#prices-and-credits: a signed-in buyer whose account has credits is not asked to pay first.
 * Using one is the checkout's primary action; the purchases the account may make follow below.
 * Nothing is spent here: the scan that follows (`start-scan`) spends the credit on the server.
 */
export function UseCreditAction({ credits, disabled, onUse }: UseCreditActionProps) {
  const { t } = useTranslation('funnel');
  return (
    <>
      <div className="fn-ck-credit" data-testid="use-credit">
        <p className="fn-ck-credit__text">
          {t('checkout.useCredit.text', { count: credits })} {t('checkout.useCredit.note')}
        </p>
        <Button size="lg" className="fn-ck-pay" disabled={disabled} onClick={onUse}>
          {t('checkout.useCredit.action', { count: credits })}
        </Button>
      </div>
      <p className="fn-ck-credit-or">{t('checkout.useCredit.orBuy')}</p>
    </>
  );
}
