import {
  AccountExport,
  AccountExportLinkQuery,
  AccountExportMailRequest,
  AccountExportMailResponse,
  AccountExportQuery,
  BillingEntryParams,
  BillingHistoryResponse,
  PdfFile,
} from '../account-data';
import { defineRoute, errorResponses } from './define-route';

const tags = ['account'];

/**
 * The account's own data: its billing history with each receipt (docs/decisions.md#billing-history) and the export
 * of everything held about it (docs/decisions.md#account-export). Each needs the account's session, but the export's
 * emailed link, which carries a signed token instead. A PDF answer has no JSON schema.
 */
export const accountRoutes = {
  'account.billingHistory': defineRoute('GET', '/api/account/billing', {
    tags,
    summary: "Every charge and refund of the account, from the product's records",
    response: { 200: BillingHistoryResponse, ...errorResponses(401, 429) },
  }, ['UNAUTHORIZED']),
  'account.receiptPdf': defineRoute('GET', '/api/account/billing/:id/receipt', {
    tags,
    summary: "A charge's or refund's receipt as a PDF (the mailed receipt's anatomy)",
    params: BillingEntryParams,
    response: { 200: PdfFile, ...errorResponses(401, 404, 429) },
  }, ['UNAUTHORIZED', 'NOT_FOUND']),
  'account.export': defineRoute('GET', '/api/account/export', {
    tags,
    summary: 'Everything held about the account, as JSON (the account export schema) or, with format=pdf, a PDF',
    querystring: AccountExportQuery,
    response: { 200: AccountExport, ...errorResponses(400, 401, 429) },
  }, ['UNAUTHORIZED', 'EXPORT_LIMIT_REACHED']),
  'account.exportMail': defineRoute('POST', '/api/account/export/mail', {
    tags,
    summary: 'Mail the account a link to its export, valid 24 hours',
    body: AccountExportMailRequest,
    response: { 200: AccountExportMailResponse, ...errorResponses(401, 429, 503) },
  }, ['UNAUTHORIZED', 'EXPORT_LIMIT_REACHED', 'MAIL_UNAVAILABLE']),
  'account.exportByLink': defineRoute('GET', '/api/account/export/download', {
    tags,
    summary: "The export an emailed link names (a signed token valid 24 hours, no session)",
    querystring: AccountExportLinkQuery,
    response: { 200: AccountExport, ...errorResponses(400, 403, 429) },
  }, ['EXPORT_LINK_INVALID', 'EXPORT_LIMIT_REACHED']),
};
