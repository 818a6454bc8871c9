import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mailscout/ui';

export interface AgeGateDialogProps {
  open: boolean;
  onConfirm(): void;
  onExit(): void;
}

/** docs/product.md#age-gate age gate; blocking (docs/product.md#validation: it must be confirmed before the report is seen). */
export function AgeGateDialog({ open, onConfirm, onExit }: AgeGateDialogProps) {
  const { t } = useTranslation('funnel');
  return (
    <Dialog
      open={open}
      title={t('lookup.ageGate.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onExit}>
            {t('lookup.ageGate.exit')}
          </Button>
          <Button onClick={onConfirm}>{t('lookup.ageGate.confirm')}</Button>
        </>
      }
    >
      <p>{t('lookup.ageGate.text')}</p>
    </Dialog>
  );
}
