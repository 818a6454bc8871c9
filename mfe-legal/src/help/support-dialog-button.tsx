import type { ReactNode } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { openSupportDialog } from '@mailscout/contracts';
import { Button } from '@mailscout/ui';

/**
 * Opens the account remote's support dialog (docs/product.md#help-and-faq, docs/product.md#support-dialog) through the shell, which this
 * remote cannot import. Where no shell answers (the remote run on its own), the standalone cancel
 * page does the same job.
 */
export function SupportDialogButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      aria-haspopup="dialog"
      onClick={() => {
        if (!openSupportDialog()) navigate(PAGES.cancelSubscription);
      }}
    >
      {children}
    </Button>
  );
}
