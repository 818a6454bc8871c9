import { jsPDF } from 'jspdf';
import { pdfSafe } from '@mailscout/contracts/pdf-text';
import type { PdfImage, PdfImages } from './pdf-images';
import type { ReportDocument, ReportItem } from './report-document';

type Rgb = [number, number, number];

const MARGIN = 48;
const BAND = 64;
// The design system's colours (shared/ui tokens): primary #2740c9, text, muted, border, primary-soft.
const PRIMARY: Rgb = [39, 64, 201];
const PRIMARY_SOFT: Rgb = [232, 236, 253];
const TEXT: Rgb = [20, 23, 43];
const MUTED: Rgb = [80, 85, 110];
const BORDER: Rgb = [217, 220, 234];
const WHITE: Rgb = [255, 255, 255];
const PHOTO = 72;

export { pdfSafe };

/** The product's mark: a magnifying glass over an '@', white on the header band. */
function drawMark(pdf: jsPDF, x: number, y: number) {
  pdf.setDrawColor(...WHITE);
  pdf.setLineWidth(2.4);
  pdf.circle(x + 12, y + 12, 10, 'S');
  pdf.line(x + 19.5, y + 19.5, x + 27, y + 27);
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(12);
  pdf.setTextColor(...WHITE);
  pdf.text('@', x + 12, y + 16.2, { align: 'center' });
  pdf.setLineWidth(0.5);
}

/**
 * Download PDF (docs/product.md#results; docs/decisions.md#report-actions): the report as a branded PDF generated in
 * the browser, its photos embedded as images. `images` holds the photos already fetched (see
 * pdf-images.ts); a photo that could not be fetched is named with its address and a note, so a
 * refused image never fails the download. This module is imported only when the button is
 * pressed (jsPDF is large).
 */
export function reportPdf(doc: ReportDocument, images: PdfImages = new Map()): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const width = pageWidth - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const ensure = (height: number) => {
    if (y + height <= bottom) return;
    pdf.addPage();
    y = MARGIN;
  };
  const write = (text: string, options: { size?: number; bold?: boolean; color?: Rgb; indent?: number; link?: string; gap?: number; maxWidth?: number } = {}) => {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    pdf.setTextColor(...(options.color ?? TEXT));
    const lineHeight = size * 1.35;
    const lines = pdf.splitTextToSize(pdfSafe(text), (options.maxWidth ?? width) - indent) as string[];
    for (const line of lines) {
      ensure(lineHeight);
      if (options.link) pdf.textWithLink(line, MARGIN + indent, y + size, { url: options.link });
      else pdf.text(line, MARGIN + indent, y + size);
      y += lineHeight;
    }
    y += options.gap ?? 0;
  };
  /** Draws a fetched photo; false when there is none to draw (the caller then says so). */
  const drawPhoto = (url: string, x: number, top: number, size: number): boolean => {
    const image: PdfImage | null | undefined = images.get(url);
    if (!image) return false;
    try {
      // The alias makes a photo used twice (summary and photos card) one image object.
      pdf.addImage(image.dataUrl, 'PNG', x, top, size, size, url, 'FAST');
      return true;
    } catch {
      return false;
    }
  };
  const heading = (title: string) => {
    ensure(44);
    y += 6;
    pdf.setFillColor(...PRIMARY);
    pdf.rect(MARGIN, y, 4, 18, 'F');
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(13);
    pdf.setTextColor(...PRIMARY);
    pdf.text(pdfSafe(title), MARGIN + 12, y + 13.5);
    y += 26;
  };
  const missingPhoto = (url: string, indent = 0) => {
    write(doc.labels.photoMissing, { size: 9, color: MUTED, indent });
    write(url, { size: 9, color: PRIMARY, indent, link: url, gap: 4 });
  };

  pdf.setProperties({ title: `${doc.title}: ${doc.target}`, subject: doc.title, creator: 'MailScout', author: 'MailScout' });

  // Header band: mark, product name, what this is.
  pdf.setFillColor(...PRIMARY);
  pdf.rect(0, 0, pageWidth, BAND, 'F');
  drawMark(pdf, MARGIN, 18);
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(20);
  pdf.setTextColor(...WHITE);
  pdf.text('MailScout', MARGIN + 38, 38);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(10);
  pdf.text(pdfSafe(doc.labels.tagline), pageWidth - MARGIN, 38, { align: 'right' });
  y = BAND + 28;

  write(doc.title, { size: 20, bold: true, gap: 8 });
  if (doc.creditReturned) {
    write(doc.creditReturned.notice, { size: 12, bold: true, gap: 2 });
    write(doc.creditReturned.hint, { size: 10.5, gap: 10 });
  }

  // Summary: photo, name with its source, the address, when; then the key facts.
  const { summary } = doc;
  const top = y;
  const photoDrawn = summary.photo ? drawPhoto(summary.photo.url, MARGIN, top, PHOTO) : false;
  const textIndent = photoDrawn ? PHOTO + 16 : 0;
  if (summary.name) {
    write(summary.name.value, { size: 16, bold: true, indent: textIndent });
    write(summary.name.from, { size: 8.5, color: MUTED, indent: textIndent, gap: 4 });
  } else if (summary.noName) write(summary.noName, { size: 10, color: MUTED, indent: textIndent, gap: 4 });
  write(`${summary.searchedLabel}: ${doc.target}`, { size: 11.5, bold: true, indent: textIndent, gap: 2 });
  for (const line of [doc.date, doc.duration, doc.availableUntil]) write(line, { size: 9.5, color: MUTED, indent: textIndent });
  if (photoDrawn && summary.photo) {
    y = Math.max(y, top + PHOTO + 4);
    write(summary.photo.from, { size: 8, color: MUTED });
  } else if (summary.photo) missingPhoto(summary.photo.url);
  y += 10;

  if (summary.facts.length) {
    const columns = 3;
    const gap = 8;
    const boxWidth = (width - gap * (columns - 1)) / columns;
    // Each box as tall as its wrapped text, each row as tall as its tallest box.
    const boxes = summary.facts.map((fact) => {
      pdf.setFont('helvetica', 'bold');
      pdf.setFontSize(11);
      const value = pdf.splitTextToSize(pdfSafe(fact.value), boxWidth - 16) as string[];
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(8);
      const sources = pdf.splitTextToSize(pdfSafe(fact.sources), boxWidth - 16) as string[];
      return { value, sources, height: 12 + value.length * 13 + sources.length * 10 };
    });
    for (let row = 0; row < boxes.length; row += columns) {
      const cells = boxes.slice(row, row + columns);
      const rowHeight = Math.max(...cells.map((cell) => cell.height));
      ensure(rowHeight + gap);
      cells.forEach((cell, column) => {
        const x = MARGIN + column * (boxWidth + gap);
        pdf.setFillColor(...PRIMARY_SOFT);
        pdf.roundedRect(x, y, boxWidth, rowHeight, 4, 4, 'F');
        pdf.setFont('helvetica', 'bold');
        pdf.setFontSize(11);
        pdf.setTextColor(...TEXT);
        cell.value.forEach((line, index) => pdf.text(line, x + 8, y + 16 + index * 13));
        pdf.setFont('helvetica', 'normal');
        pdf.setFontSize(8);
        pdf.setTextColor(...MUTED);
        const sourcesTop = y + 16 + cell.value.length * 13;
        cell.sources.forEach((line, index) => pdf.text(line, x + 8, sourcesTop + index * 10));
      });
      y += rowHeight + gap;
    }
  } else if (summary.noFacts) write(summary.noFacts, { size: 10, color: MUTED });
  y += 8;

  const item = (entry: ReportItem) => {
    write(`${entry.label ? `${entry.label}: ` : ''}${entry.value}`, { size: 10.5 });
    if (entry.href) write(entry.href, { size: 9, color: PRIMARY, indent: 12, link: entry.href });
    for (const detail of entry.details ?? []) write(detail, { size: 9.5, indent: 12 });
    if (entry.provenance) write(entry.provenance, { size: 8.5, color: MUTED, indent: 12 });
    y += 4;
  };
  const photoItem = (entry: ReportItem) => {
    if (!entry.image) return item(entry);
    ensure(PHOTO + 8);
    const photoTop = y;
    if (!drawPhoto(entry.image, MARGIN, photoTop, PHOTO)) {
      item(entry);
      missingPhoto(entry.image, 12);
      return;
    }
    write(entry.value, { size: 10.5, bold: true, indent: PHOTO + 14 });
    if (entry.provenance) write(entry.provenance, { size: 8.5, color: MUTED, indent: PHOTO + 14 });
    write(entry.image, { size: 8.5, color: PRIMARY, indent: PHOTO + 14, link: entry.image });
    y = Math.max(y, photoTop + PHOTO) + 10;
  };

  for (const section of doc.sections) {
    heading(section.title);
    if (section.message) write(section.message, { size: 9.5, color: MUTED, gap: 4 });
    for (const entry of section.items) (section.id === 'photos' ? photoItem : item)(entry);
    y += 4;
  }
  if (doc.gathered.length) {
    heading(doc.labels.gathered);
    for (const line of doc.gathered) write(line, { size: 9.5, color: MUTED, gap: 3 });
    y += 6;
  }
  pdf.setDrawColor(...BORDER);
  ensure(30);
  pdf.line(MARGIN, y, MARGIN + width, y);
  y += 8;
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
