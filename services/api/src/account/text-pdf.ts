import { jsPDF } from 'jspdf';
import type { Language } from '@mailscout/contracts';
import { pdfSafe } from '@mailscout/contracts/pdf-text';
import type { Paragraph } from '../mail/mail-layout';

const MARGIN = 48;

export interface TextPdfSection {
  heading?: string;
  paragraphs: Paragraph[];
}

/**
 * A plain, readable A4 document: the brand, a title, sections of paragraphs (a link written out in full and
 * clickable, lines kept together), page breaks as needed. The receipt PDF and the account export's PDF use it.
 */
export function textPdf(input: { language: Language; brand: string; title: string; sections: TextPdfSection[]; footer?: string }): Buffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  pdf.setLanguage(input.language === 'de' ? 'de-DE' : 'en-GB');
  pdf.setDocumentProperties({ title: pdfSafe(input.title), creator: input.brand });
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;
  const write = (text: string, size: number, style: 'normal' | 'bold', gap: number, link?: string) => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size);
    const lines = pdf.splitTextToSize(pdfSafe(text), width) as string[];
    for (const line of lines) {
      if (y + size > bottom) {
        pdf.addPage();
        y = MARGIN;
      }
      if (link) pdf.textWithLink(line, MARGIN, y + size, { url: link });
      else pdf.text(line, MARGIN, y + size);
      y += size * 1.35;
    }
    y += gap;
  };
  write(input.brand, 20, 'bold', 6);
  write(input.title, 14, 'bold', 10);
  for (const section of input.sections) {
    if (section.heading) write(section.heading, 12, 'bold', 4);
    for (const paragraph of section.paragraphs) {
      if (typeof paragraph === 'string') write(paragraph, 10, 'normal', 6);
      else if ('lines' in paragraph) {
        paragraph.lines.forEach((line, index) => write(line, 10, 'normal', index === paragraph.lines.length - 1 ? 6 : 0));
      } else {
        write(paragraph.text, 10, 'normal', 0);
        write(paragraph.href, 10, 'normal', 6, paragraph.href);
      }
    }
    y += 6;
  }
  if (input.footer) write(input.footer, 8, 'normal', 0);
  return Buffer.from(pdf.output('arraybuffer'));
}
