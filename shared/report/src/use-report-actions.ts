import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';
import { downloadReportPdf, pdfFileName } from './download-pdf';
import type { ReportDocument } from './report-document';
import { reportText } from './report-text';

/** docs/product.md#constants: 'Copied!' shows for 2 s. */
export const COPIED_MS = 2000;

export type ActionNotice = 'copyFailed' | 'pdfFailed' | null;

/** Copy Results, Print Report and Download PDF (docs/product.md#results; docs/decisions.md#report-actions: all three work). */
export function useReportActions(doc: ReportDocument, createdAt: string) {
  const [copied, setCopied] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    setNotice(null);
    if (!(await copyText(reportText(doc)))) {
      setNotice('copyFailed');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const print = () => window.print();

  const downloadPdf = async () => {
    if (pdfBusy) return;
    setNotice(null);
    setPdfBusy(true);
    try {
      await downloadReportPdf(doc, pdfFileName(doc.target, createdAt));
    } catch (error) {
      console.warn('PDF not created', error instanceof Error ? error.message : error);
      setNotice('pdfFailed');
    } finally {
      setPdfBusy(false);
    }
  };

  return { copied, pdfBusy, notice, copy, print, downloadPdf };
}
