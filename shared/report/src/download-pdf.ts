import { loadPdfImages, photoUrlsOf } from './pdf-images';
import type { ReportDocument } from './report-document';

/** 'mailscout-report-jane-example-com-2026-11-22.pdf' */
export function pdfFileName(target: string, createdAt: string): string {
  const slug = target.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'report';
  return `mailscout-report-${slug}-${createdAt.slice(0, 10)}.pdf`;
}

/**
 * Builds the PDF (jsPDF is fetched now, not with the page) with the report's photos fetched
 * meanwhile, and hands it to the browser as a download.
 */
export async function downloadReportPdf(doc: ReportDocument, fileName: string): Promise<void> {
  const [{ reportPdf }, images] = await Promise.all([import('./report-pdf'), loadPdfImages(photoUrlsOf(doc))]);
  const blob = new Blob([reportPdf(doc, images)], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
