import { jsPDF } from 'jspdf';
import type { ReportDocument } from './report-document';

const MARGIN = 48;
const MUTED: [number, number, number] = [90, 94, 115];
const TEXT: [number, number, number] = [20, 23, 43];
const LINK: [number, number, number] = [39, 64, 201];

/**
 * jsPDF's standard fonts cover Latin-1 (German included); anything else would print as garbage,
 * so typographic marks are spelled plainly and other characters become '?'.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u2022]/g, '-')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '?');
}

/**
 * Download PDF (spec §2; DECISIONS §7): a real PDF of the report, generated in the browser.
 * This module is imported only when the button is pressed (jsPDF is large).
 */
export function reportPdf(doc: ReportDocument): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const ensure = (height: number) => {
    if (y + height <= bottom) return;
    pdf.addPage();
    y = MARGIN;
  };
  const write = (text: string, options: { size?: number; bold?: boolean; color?: [number, number, number]; indent?: number; link?: string; gap?: number } = {}) => {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    pdf.setTextColor(...(options.color ?? TEXT));
    const lineHeight = size * 1.35;
    const lines = pdf.splitTextToSize(pdfSafe(text), width - indent) as string[];
    for (const line of lines) {
      ensure(lineHeight);
      if (options.link) pdf.textWithLink(line, MARGIN + indent, y + size, { url: options.link });
      else pdf.text(line, MARGIN + indent, y + size);
      y += lineHeight;
    }
    y += options.gap ?? 0;
  };

  pdf.setProperties({ title: `${doc.title}: ${doc.target}`, subject: doc.title, creator: 'MailScout', author: 'MailScout' });
  write(doc.title, { size: 20, bold: true, gap: 4 });
  write(doc.target, { size: 13, bold: true, gap: 6 });
  for (const line of [doc.date, doc.duration, doc.availableUntil]) write(line, { size: 9.5, color: MUTED });
  y += 10;
  if (doc.creditReturned) {
    write(doc.creditReturned.notice, { size: 12, bold: true, gap: 2 });
    write(doc.creditReturned.hint, { size: 10.5, gap: 12 });
  }

  for (const section of doc.sections) {
    ensure(48);
    pdf.setDrawColor(217, 220, 234);
    pdf.line(MARGIN, y, MARGIN + width, y);
    y += 8;
    write(section.title, { size: 13, bold: true, gap: 4 });
    if (section.message) write(section.message, { size: 9.5, color: MUTED, gap: 4 });
    for (const item of section.items) {
      write(`${item.label ? `${item.label}: ` : ''}${item.value}`, { size: 10.5 });
      if (item.href) write(item.href, { size: 9, color: LINK, indent: 12, link: item.href });
      for (const detail of item.details ?? []) write(detail, { size: 9.5, indent: 12 });
      if (item.provenance) write(item.provenance, { size: 8.5, color: MUTED, indent: 12 });
      y += 4;
    }
    y += 8;
  }
  write(doc.footer, { size: 8.5, color: MUTED });

  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    pdf.setTextColor(...MUTED);
    pdf.text(`MailScout · ${page} / ${pages}`, MARGIN + width, pdf.internal.pageSize.getHeight() - 24, { align: 'right' });
  }
  return pdf.output('arraybuffer');
}
