import { useTranslation } from 'react-i18next';
import type { LookupKind } from '@mailscout/contracts';
import { useDocumentTitle } from '@mailscout/ui';
import type { TitleStage } from './flow-machine';

/**
 * The tab's title names the funnel's stage, in the page's language (docs/product.md#page-details: titles per route
 * and language): "Secure Checkout – MailScout". Never the searched address (tab titles end up in
 * the browser's history). The results stage is left to the report, which titles itself.
 */
export function useStageTitle(kind: LookupKind, stage: TitleStage | 'scanProcess' | null): void {
  const { t } = useTranslation('funnel');
  useDocumentTitle(stage && stage !== 'results' ? t(`lookup.titles.${stage}`, { context: kind }) : undefined);
}
