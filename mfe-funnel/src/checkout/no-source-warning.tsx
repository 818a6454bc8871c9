import { useTranslation } from 'react-i18next';
import type { LookupKind } from '@mailscout/contracts';
import { usePreviewUnreachable } from '../flow/preview-store';
import './no-source-warning.css';

/**
 * docs/decisions.md#credit-back: before payment, say so when the free preview already saw every networked source
 * fail, and that the credit comes back if none answers during the paid lookup either. Nothing is
 * shown when the preview is unknown or any source answered.
 */
export function NoSourceWarning({ kind, target }: { kind: LookupKind; target: string }) {
  const { t } = useTranslation('funnel');
  const unreachable = usePreviewUnreachable(kind, target);
  if (!unreachable) return null;
  return (
    <div className="fn-ck-no-source" role="status" data-testid="no-source-warning">
      <p className="fn-ck-no-source__title">{t('lookup.noSourceWarning.title')}</p>
      <p className="fn-ck-no-source__text">{t('lookup.noSourceWarning.text')}</p>
    </div>
  );
}
