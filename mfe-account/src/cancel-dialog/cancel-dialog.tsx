import { useTranslation } from 'react-i18next';
import type { SupportDialogProps } from '@mailscout/contracts';
import { Dialog } from '@mailscout/ui';
import { CancelDialogSteps } from './cancel-dialog-steps';
import { useStableCallback } from './stable-callback';
import '../common/forms.css';

/** The props the shell mounts it with (the contract of the exposed module), and, for the account page, `onCancelled`. */
export type CancelDialogProps = SupportDialogProps & { onCancelled?: () => void };

/**
 * docs/product.md#support-dialog 'Cancel dialog' (the support dialog): cancel the subscription with a code, or write to
 * support. Its steps are mounted only while it is open, so it resets each time it opens.
 */
export function CancelDialog({ open, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation('account');
  const close = useStableCallback(onClose);
  const cancelled = useStableCallback(() => onCancelled?.());
  return (
    <Dialog open={open} title={t('cancelDialog.title')} onClose={close}>
      {open ? <CancelDialogSteps onClose={close} onCancelled={cancelled} /> : null}
    </Dialog>
  );
}
