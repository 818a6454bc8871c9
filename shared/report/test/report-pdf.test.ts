import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { reportTranslations } from '../src/report-translations';
import type { PdfImages } from '../src/pdf-images';
import { buildReportDocument } from '../src/report-document';
import { pdfSafe, reportPdf } from '../src/report-pdf';
import { richReport } from './fixtures';
import { imageObjects, pdfSource, TINY_PNG } from './pdf-fixtures';

jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));

initI18n();
registerNamespace('report', reportTranslations);

const PHOTO = 'https://gravatar.example/avatar/1.png';
const docIn = (language: 'en' | 'de') => buildReportDocument(richReport().results, i18n.getFixedT(language, 'report'), language);
const pdfOf = (language: 'en' | 'de', images?: PdfImages) => new Uint8Array(reportPdf(docIn(language), images));

describe('report PDF (docs/decisions.md#report-actions: Download PDF works; docs/product.md#results: branded, photos embedded)', () => {
  it.each(['en', 'de'] as const)('is a PDF document (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const bytes = pdfOf(language);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Links stay clickable in the PDF.
    expect(text).toContain('https://github.com/janedoe');
  });

  it('has the product name, the summary and section headings in the page’s language', () => {
    const source = pdfSource(pdfOf('de'));
    expect(source).toContain('(MailScout)');
    expect(source).toContain('(Bericht zur E-Mail-Rückwärtssuche)');
    expect(source).toContain('(Jane Doe)');
    expect(source).toContain('(Name laut Gravatar)');
    expect(source).toContain('(6 verknüpfte Konten)');
    expect(source).toContain('(Verknüpfte Konten)');
    expect(source).toContain('(Kategorien ohne Daten)');
    // Breach data classes in German.
    expect(source).toContain('Offengelegte Daten: E-Mail-Adressen, Passw');
  });

  it('embeds a fetched photo as an image object (once, though the summary and the photos card both show it)', () => {
    const bytes = pdfOf('en', new Map([[PHOTO, { dataUrl: TINY_PNG, width: 4, height: 4 }]]));
    expect(imageObjects(bytes)).toBe(1);
    const source = pdfSource(bytes);
    // Drawn twice: the summary and the photos card.
    expect(source.match(/\/I\d+ Do/g)?.length).toBe(2);
    expect(source).not.toContain('could not be embedded');
  });

  it('a photo that could not be fetched is skipped with a note and its address; the PDF is still made', () => {
    const bytes = pdfOf('en', new Map([[PHOTO, null]]));
    expect(imageObjects(bytes)).toBe(0);
    const source = pdfSource(bytes);
    expect(source).toContain('This photo could not be embedded');
    expect(source).toContain(`(${PHOTO})`);
  });

  it('keeps German letters and spells marks the standard fonts lack plainly', () => {
    expect(pdfSafe('Grüße aus Köln – „Straße“ … • ✓')).toBe('Grüße aus Köln - "Straße" ... - ?');
    // The euro sign is in the standard fonts' encoding; prices keep it (and their narrow spaces become spaces).
    expect(pdfSafe('19,99\u00A0€ · £4.99')).toBe('19,99 € · £4.99');
  });
});
