import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { routeUrl, type BillingEntry } from '@mailscout/contracts';
import { formatLongDate, formatMoney, useLanguage } from '@mailscout/i18n';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { Button, Card, Spinner } from '@mailscout/ui';
import { ErrorAlert, FormError, StatusMessage } from '../common/feedback';
import { useDownload } from '../common/use-download';
import { asResource } from '../common/as-resource';
import { fetchBillingHistory } from './account-api';

function useDescription() {
  const { t } = useTranslation('account');
  return (entry: BillingEntry) => {
    const plan = entry.plan ?? 'any';
    const what =
      entry.what === 'plan' || entry.what === 'renewal'
        ? t(`billing.what.${entry.what}`, { plan: t(`billing.plans.${plan}`) })
        : entry.what === 'plan-change'
          ? t('billing.what.plan-change', { plan: t(`billing.plansLower.${plan}`) })
          : t(`billing.what.${entry.what}`);
    const withCredits = entry.credits ? `${what} (${t('billing.credits', { count: entry.credits })})` : what;
    return entry.kind === 'refund' ? t('billing.refund', { what: withCredits }) : withCredits;
  };
}

/**
 * docs/decisions.md#billing-history Billing: every charge and refund with its date, amount, VAT line, what it bought,
 * its invoice number and its receipt as a PDF — a table with a caption and column headers, each download a link named
 * by its date (keyboard reaches each one). The receipt comes from the API with the session cookie.
 */
export function BillingTab({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const describe = useDescription();
  const download = useDownload();
  const { state, reload } = asResource(useQuery({ queryKey: queryKeys.billing(email), queryFn: fetchBillingHistory }, queryClient));

  let body;
  if (state.status === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (state.status === 'error')
    body = (
      <ErrorAlert>
        <p>{t('billing.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('common.retry')}
        </Button>
      </ErrorAlert>
    );
  else if (state.data.entries.length === 0) body = <p>{t('billing.none')}</p>;
  else
    body = (
      <>
        <div className="ac-table-wrap">
          <table className="ac-table">
            <caption className="ac-table__caption">{t('billing.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billing.columns.date')}</th>
                <th scope="col">{t('billing.columns.what')}</th>
                <th scope="col" className="ac-table__number">{t('billing.columns.amount')}</th>
                <th scope="col">{t('billing.columns.invoice')}</th>
                <th scope="col">{t('billing.columns.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.entries.map((entry) => {
                const date = formatLongDate(new Date(entry.date), language);
                const amount = formatMoney(entry.amount, entry.currency === 'gbp' ? 'gbp' : 'eur', language);
                return (
                  <tr key={entry.id} data-testid="billing-entry">
                    <th scope="row">{date}</th>
                    <td>{describe(entry)}</td>
                    <td className="ac-table__number">{entry.kind === 'refund' ? `−${amount}` : amount}</td>
                    <td>{entry.invoiceNumber ?? entry.reference ?? ''}</td>
                    <td>
                      <a
                        href={routeUrl('account.receiptPdf', { id: entry.id })}
                        download
                        aria-label={t('billing.downloadLabel', { date })}
                        onClick={(event) => download.onClick(event, `mailscout-receipt-${entry.id}.pdf`)}
                      >
                        {t('billing.download')}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div aria-live="polite">{download.busy ? <StatusMessage>{t('download.downloading')}</StatusMessage> : null}</div>
        {download.failure ? <FormError>{download.failure}</FormError> : null}
        <p className="ac-muted">{t('billing.vat')}</p>
      </>
    );

  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('billing.heading')}</h3>
      <p className="ac-muted">{t('billing.intro')}</p>
      {body}
    </Card>
  );
}
