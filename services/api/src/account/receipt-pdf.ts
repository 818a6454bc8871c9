import type { MailSite } from '../mail/mail-site';
import { receiptContent, refundReceiptContent, type ReceiptMail, type RefundReceiptMail } from '../mail/render-receipts';
import type { BillingRecordDocument } from '../store/repositories/billing-records-repository';
import { textPdf } from './text-pdf';

const BRAND = 'MailScout';

/**
 * docs/decisions.md#billing-history: a charge's or refund's receipt as a PDF, with the paragraphs of the receipt that
 * was mailed (same anatomy: what, amount, VAT line, date, invoice number, renewal, refund rules, the company), in the
 * language of the purchase (docs/decisions.md#receipt-language).
 */
export function receiptPdf(record: BillingRecordDocument, site: MailSite): Buffer {
  const content =
    record.kind === 'charge'
      ? receiptContent(record.receipt as ReceiptMail, record.language, site)
      : refundReceiptContent(record.receipt as RefundReceiptMail, record.language, site);
  return textPdf({ language: record.language, brand: BRAND, title: content.subject, sections: [{ paragraphs: content.paragraphs }], footer: content.footer });
}
