import { useEffect, useState, type ComponentType } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import {
  SUPPORT_DIALOG_EVENT,
  SUPPORT_DIALOG_EXPOSE,
  SUPPORT_DIALOG_REMOTE,
  type SupportDialogModule,
  type SupportDialogProps,
} from '@mailscout/contracts/page';
import { ErrorBoundary } from '@mailscout/ui';

/** The account remote's exposed dialog, through the federation runtime (already in the shell's bundle). */
async function loadSupportDialog(): Promise<ComponentType<SupportDialogProps>> {
  const { loadRemote } = await import('@module-federation/enhanced/runtime');
  const module = await loadRemote<SupportDialogModule>(`${SUPPORT_DIALOG_REMOTE}/${SUPPORT_DIALOG_EXPOSE}`);
  if (!module || typeof module.default !== 'function') throw new Error('the account remote exposes no support dialog');
  return module.default;
}

/**
 * Answers `openSupportDialog()` from any remote (docs/product.md#support-dialog): loads the account remote's support
 * dialog once, on first use, and mounts it here inside the shell's providers. If it cannot be
 * loaded, the standalone cancel page does the same job (and shows the remote fallback if the
 * account remote is down).
 */
export function SupportDialogHost({ load = loadSupportDialog }: { load?: () => Promise<ComponentType<SupportDialogProps>> }) {
  const [Dialog, setDialog] = useState<ComponentType<SupportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      setOpen(true);
      load().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          console.error('the support dialog could not be loaded', error);
          setOpen(false);
          navigate(PAGES.cancelSubscription);
        },
      );
    };
    window.addEventListener(SUPPORT_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(SUPPORT_DIALOG_EVENT, onOpen);
  }, [load, navigate]);

  if (!Dialog) return null;
  return (
    <ErrorBoundary onError={(error) => console.error('the support dialog failed while rendering', error)} fallback={() => null}>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </ErrorBoundary>
  );
}
