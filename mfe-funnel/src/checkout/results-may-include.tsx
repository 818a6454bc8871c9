import { useTranslation } from 'react-i18next';
import type { LookupKind } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { useRememberedPreview } from '../flow/preview-store';
import { includedCategories } from './teaser-categories';

export interface ResultsMayIncludeProps {
  kind: LookupKind;
  target: string;
}

/**
 * docs/product.md#payment-stage 'Results May Include': what the sources of this kind of lookup
 * can return (docs/decisions.md#claims-from-catalogue), narrowed to the sources this tab's preview
 * really asked. No category that no source searches (relatives, households, the dark web…).
 */
export function ResultsMayInclude({ kind, target }: ResultsMayIncludeProps) {
  const { t } = useTranslation('funnel');
  const preview = useRememberedPreview(kind, target);
  return (
    <Card className="fn-ck-includes">
      <h2 className="fn-ck-section-title">{t('checkout.includes.title')}</h2>
      <ul className="fn-ck-includes__list" data-testid="results-may-include">
        {includedCategories(kind, preview).map((category) => (
          <li key={category} data-category={category}>
            {t(`checkout.includes.categories.${category}`, { context: kind })}
          </li>
        ))}
      </ul>
      <p className="fn-muted fn-ck-includes__note">{t('checkout.includes.note', { context: kind })}</p>
    </Card>
  );
}
