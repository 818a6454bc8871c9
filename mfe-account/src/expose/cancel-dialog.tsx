import '../i18n/register-translations';
import { CancelDialog } from '../cancel-dialog/cancel-dialog';

export type { CancelDialogProps } from '../cancel-dialog/cancel-dialog';

/** Federated module `account/cancel-dialog`: `<CancelDialog open onClose />`, rendered inside the shell's providers. */
export default CancelDialog;
