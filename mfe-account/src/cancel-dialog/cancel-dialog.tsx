import { useTranslation } from 'react-i18next';
import { Dialog } from '@mailscout/ui';
import { CancelDialogSteps } from './cancel-dialog-steps';
import { useStableCallback } from './stable-callback';
import '../common/forms.css';

export interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 'Cancel dialog' (the support dialog): cancel the subscription with a code, or write to
 * support. Its steps are mounted only while it is open, so it resets each time it opens.
 */
export function CancelDialog({ open, onClose }: CancelDialogProps) {
  const { t } = useTranslation('account');
  const close = useStableCallback(onClose);
  return (
    <Dialog open={open} title={t('cancelDialog.title')} onClose={close}>
      {open ? <CancelDialogSteps onClose={close} /> : null}
    </Dialog>
  );
}
