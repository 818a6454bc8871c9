import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanChoice, PriceCatalogue } from '@mailscout/contracts';
import { formatMoney, useLanguage } from '@mailscout/i18n';

export interface OrderSummaryProps {
  catalogue: PriceCatalogue;
  plan: PlanChoice;
  onPlanChange(plan: PlanChoice): void;
  /** 'plan': the trial was had (docs/decisions.md#one-subscription), so the chosen plan is due today at its full price. */
  mode?: 'trial' | 'plan';
  disabled?: boolean;
}

const PLANS: readonly PlanChoice[] = ['weekly', 'monthly'];

/**
 * The checkout's prices, all from the catalogue (docs/decisions.md#price-catalogue): what is due today, then the
 * chosen plan (weekly by default, monthly selectable). In 'plan' mode the chosen plan's price is
 * due today and there is no trial. No struck-through 'regular' price and no saving: only prices
 * really charged are shown (docs/decisions.md#reference-prices).
 */
export function OrderSummary({ catalogue, plan, onPlanChange, mode = 'trial', disabled }: OrderSummaryProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const legendId = useId();
  const currency = catalogue.displayCurrency;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const { trial } = catalogue;
  const chosen = catalogue.plans[plan];
  const onPlan = mode === 'plan';
  const today = onPlan ? chosen.price[currency] : trial.price[currency];

  return (
    <div className="fn-ck-summary" data-testid="order-summary" data-mode={mode}>
      <p className="fn-ck-summary__trial">
        {onPlan
          ? t('checkout.summary.planNow', { context: chosen.interval, count: chosen.credits })
          : `${t('checkout.summary.trial', { days: trial.days })} · ${t('checkout.summary.credits', { count: trial.credits })}`}
      </p>
      <div className="fn-ck-summary__total">
        <span>{t('checkout.summary.totalToday')}</span>
        <strong className="fn-ck-summary__today" data-testid="total-today">
          {money(today)}
        </strong>
      </div>
      <p className="fn-ck-summary__then" data-testid="then-price">
        {t('checkout.summary.then', { context: chosen.interval, price: money(chosen.price[currency]) })}
      </p>
      <fieldset className="fn-ck-plans" aria-labelledby={legendId} disabled={disabled}>
        <legend id={legendId} className="fn-ck-plans__legend">
          {t(onPlan ? 'checkout.summary.planLegendNow' : 'checkout.summary.planLegend')}
        </legend>
        {PLANS.map((id) => {
          const option = catalogue.plans[id];
          return (
            <label key={id} className="fn-ck-plan">
              <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => onPlanChange(id)} />
              <span>{t('checkout.summary.plan', { context: option.interval, price: money(option.price[currency]), credits: option.credits })}</span>
            </label>
          );
        })}
      </fieldset>
      <p className="fn-muted fn-ck-summary__renewal">
        {onPlan ? t('checkout.summary.renewalPlan', { context: chosen.interval }) : t('checkout.summary.renewal', { days: trial.days })}
      </p>
    </div>
  );
}
