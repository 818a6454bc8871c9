import { useTranslation } from 'react-i18next';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** The payment provider's brand code as people write it ('visa' → 'Visa'). */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** DECISIONS §7: the real card brand and last four digits, or a note when there is none. */
export function PaymentMethodCard({ paymentMethod }: { paymentMethod: SubscriptionSummary['paymentMethod'] }) {
  const { t } = useTranslation('account');
  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('subscription.paymentMethod.heading')}</h3>
      <p className="ac-muted" data-testid="payment-method">
        {paymentMethod
          ? t('subscription.paymentMethod.card', { brand: brandName(paymentMethod.brand), last4: paymentMethod.last4 })
          : t('subscription.paymentMethod.none')}
      </p>
    </Card>
  );
}
