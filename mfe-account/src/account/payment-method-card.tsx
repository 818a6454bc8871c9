import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandName, type CardSummary, type SubscriptionSummary } from '@mailscout/contracts';
import { Button, Card, Spinner, toast } from '@mailscout/ui';

const CardUpdateForm = lazy(() => import('./card-update-form'));

/** A subscription that has ended takes no more payments: there is no card to change. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** docs/decisions.md#payment-method: the real card brand and last four digits, updatable while the subscription runs. */
export function PaymentMethodCard({ subscription, email }: { subscription: SubscriptionSummary; email: string }) {
  const { t } = useTranslation('account');
  const [saved, setSaved] = useState<CardSummary | null>(null);
  const [editing, setEditing] = useState(false);
  const card = saved ?? subscription.paymentMethod;
  const describe = (value: CardSummary) => t('subscription.paymentMethod.card', { brand: cardBrandName(value.brand), last4: value.last4 });
  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('subscription.paymentMethod.heading')}</h3>
      <p className="ac-muted" data-testid="payment-method">
        {card ? describe(card) : t('subscription.paymentMethod.none')}
      </p>
      {editing ? (
        <Suspense fallback={<Spinner label={t('subscription.paymentMethod.loading')} />}>
          <CardUpdateForm
            email={email}
            onCancel={() => setEditing(false)}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
              toast({ title: t('subscription.paymentMethod.updatedTitle'), description: t('subscription.paymentMethod.updatedText', { card: describe(next) }) });
            }}
          />
        </Suspense>
      ) : !ENDED.has(subscription.status) ? (
        <div className="ac-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {card ? t('subscription.paymentMethod.update') : t('subscription.paymentMethod.add')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
