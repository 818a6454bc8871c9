import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SimplePage, toast } from '@mailscout/ui';

/**
 * /email-scan?email= and /phone-scan?phone=: a missing parameter sends the visitor home with
 * the specification's message (§2).
 */
export function ScanEntryPage({ kind }: { kind: 'email' | 'phone' }) {
  const [params] = useSearchParams();
  const { t } = useTranslation('funnel');
  const raw = params.get(kind)?.trim();
  const value = kind === 'email' ? raw?.toLowerCase() : raw;

  useEffect(() => {
    if (!value) toast({ title: t(kind === 'email' ? 'missingEmail' : 'missingPhone'), variant: 'destructive' });
  }, [value, kind, t]);

  if (!value) return <Navigate to="/" replace />;
  const key = kind === 'email' ? 'emailScan' : 'phoneScan';
  return (
    <SimplePage title={t(`${key}.title`)}>
      <p>{t(`${key}.text`, { email: value, phone: value })}</p>
    </SimplePage>
  );
}
