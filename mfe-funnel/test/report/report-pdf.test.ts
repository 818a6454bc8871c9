import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { funnelTranslations } from '../../src/i18n/translations';
import { buildReportDocument } from '../../src/report/report-document';
import { pdfSafe, reportPdf } from '../../src/report/report-pdf';
import { richReport } from './fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

initI18n();
registerNamespace('funnel', funnelTranslations);

describe('report PDF (DECISIONS §7: Download PDF works)', () => {
  it.each(['en', 'de'] as const)('is a PDF document (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const doc = buildReportDocument(richReport().results, i18n.getFixedT(language, 'funnel'), language);
    const bytes = new Uint8Array(reportPdf(doc));
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Links stay clickable in the PDF.
    expect(text).toContain('https://github.com/janedoe');
  });

  it('keeps German letters and spells marks the standard fonts lack plainly', () => {
    expect(pdfSafe('Grüße aus Köln – „Straße“ … • ✓')).toBe('Grüße aus Köln - "Straße" ... - ?');
  });
});
