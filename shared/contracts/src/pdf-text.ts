/**
 * The text the product's PDFs can draw (the report, the receipts, the account export): jsPDF's
 * standard fonts cover Latin-1 (German included) and, through WinAnsi, the euro sign; typographic
 * marks are spelled plainly, narrow and non-breaking spaces become spaces, and anything else
 * becomes '?' rather than printing as garbage.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u2022/g, '-')
    .replace(/\u202F|\u00A0/g, ' ')
    .replace(/[^\n\x20-\x7E\xA1-\xFF\u20AC]/g, '?');
}
