import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@mailscout/ui';
import './terms-consent.css';

export interface BuyAnywayProps {
  confirmed: boolean;
  onConfirmedChange(confirmed: boolean): void;
  /** The checkout (card form, credit, purchases): closed to every action until confirmed. */
  children: ReactNode;
}

/**
 * docs/decisions.md#empty-previews: buying a report the preview found nothing for needs an explicit
 * confirmation first. Until the box is ticked the checkout sits in a disabled fieldset, so neither
 * Pay, nor a credit, nor a pack can be used (the browser refuses every control in it); the
 * price stays readable. Ticking it opens the checkout where it is; unticking closes it again.
 */
export function BuyAnyway({ confirmed, onConfirmedChange, children }: BuyAnywayProps) {
  const { t } = useTranslation('funnel');
  const id = useId();
  const titleId = useId();
  const neededId = useId();
  return (
    <div className="fn-ep-buy">
      <Card className="fn-ep-buy__confirm" data-testid="buy-anyway">
        <h2 id={titleId} className="fn-ck-section-title">
          {t('checkout.emptyPreview.buyAnyway.title')}
        </h2>
        <div className="fn-ck-terms__row">
          <input id={id} type="checkbox" checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)} />
          <label htmlFor={id}>{t('checkout.emptyPreview.buyAnyway.confirm')}</label>
        </div>
        <p className="fn-muted fn-ep-buy__note">{t('checkout.emptyPreview.buyAnyway.note')}</p>
      </Card>
      {confirmed ? null : (
        <p id={neededId} className="fn-muted fn-ep-buy__needed" role="status">
          {t('checkout.emptyPreview.buyAnyway.needed')}
        </p>
      )}
      <fieldset className="fn-ep-buy__gate" disabled={!confirmed} aria-describedby={confirmed ? undefined : neededId} data-testid="checkout-gate">
        <legend className="ms-visually-hidden">{t('checkout.emptyPreview.buyAnyway.title')}</legend>
        {children}
      </fieldset>
    </div>
  );
}
