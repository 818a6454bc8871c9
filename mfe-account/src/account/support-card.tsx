import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@mailscout/ui';
import { CancelDialog } from '../cancel-dialog/cancel-dialog';

/**
 * 'Need help with your subscription?' (docs/product.md#support-dialog): opens the support dialog of docs/product.md#account-page (cancel
 * with a code, or write to support). The dialog lives in this remote, so it is rendered here
 * directly; `onCancelled` lets the page reload what a cancellation changed.
 */
export function SupportCard({ onCancelled }: { onCancelled: () => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Card className="ac-section ac-support" aria-labelledby={titleId} role="region">
      <h3 id={titleId} className="ac-section__title">
        {t('account.help.title')}
      </h3>
      <p className="ac-muted">{t('account.help.text')}</p>
      <div className="ac-actions">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('account.help.button')}
        </Button>
      </div>
      <CancelDialog open={open} onClose={() => setOpen(false)} onCancelled={onCancelled} />
    </Card>
  );
}
