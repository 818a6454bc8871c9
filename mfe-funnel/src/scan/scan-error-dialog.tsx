import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mailscout/ui';
import { shownTarget } from '../flow/shown-target';

export interface ScanErrorDialogProps {
  open: boolean;
  target: string;
  details: string;
  /** The failed call's request id, said so support can find it (docs/decisions.md#error-reference). */
  reference?: string;
  onClose(): void;
}

/** docs/product.md#processing, docs/product.md#errors: the blocking 'Scan Error' dialog; only Close leaves it. */
export function ScanErrorDialog({ open, target, details, reference, onClose }: ScanErrorDialogProps) {
  const { t } = useTranslation('funnel');
  const { t: ui } = useTranslation('ui');
  return (
    <Dialog open={open} title={t('report.scanError.title')} actions={<Button onClick={onClose}>{t('report.scanError.close')}</Button>}>
      <p role="alert">{t('report.scanError.text', { email: shownTarget(target), details })}</p>
      {reference ? <p className="fn-muted">{ui('toast.reference', { id: reference })}</p> : null}
    </Dialog>
  );
}
