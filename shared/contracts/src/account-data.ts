import { z } from 'zod';
import { Language } from './common';

/**
 * docs/decisions.md#billing-history: one charge or refund of the account, from the product's own records (kept when
 * its receipt was sent). Amounts in minor units with their currency; the VAT line is the receipt's
 * (docs/decisions.md#vat-line): prices include VAT at the applicable rate, no rate or VAT amount is named.
 */
export const BillingEntry = z.object({
  /** Opaque; names the entry's receipt PDF. */
  id: z.string(),
  kind: z.enum(['charge', 'refund']),
  /** When it was paid or refunded (ISO 8601). */
  date: z.iso.datetime(),
  amount: z.number().int(),
  currency: z.string(),
  /** What it bought (a charge) or gave back (a refund). */
  what: z.enum(['trial', 'renewal', 'plan-change', 'pack', 'plan', 'scan']),
  plan: z.enum(['weekly', 'monthly']).optional(),
  /** The credits a charge granted. */
  credits: z.number().int().optional(),
  /** A charge's invoice number (docs/decisions.md#invoice-numbers); a refund names its reference instead. */
  invoiceNumber: z.string().optional(),
  reference: z.string().optional(),
  /** Always true: the amount includes VAT at the applicable rate (docs/decisions.md#vat-line). */
  vatIncluded: z.literal(true),
});
export type BillingEntry = z.infer<typeof BillingEntry>;

export const BillingHistoryResponse = z.object({ entries: z.array(BillingEntry) });
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponse>;

/** A PDF document (`application/pdf`), sent as bytes. */
export const PdfFile = z.string().meta({ description: 'A PDF document (application/pdf)', format: 'binary' });

export const BillingEntryParams = z.object({ id: z.string().min(1).max(120) });

const isoDate = z.iso.datetime();

/**
 * docs/decisions.md#account-export: everything the product holds about one account (UK GDPR Articles 15 and 20), as
 * the JSON file the account downloads. Published as JSON Schema (`accountExportJsonSchema`) and described in
 * docs/account-export.md. Nothing about other people but the reports the holder bought.
 */
export const AccountExport = z
  .object({
    format: z.literal('mailscout-account-export'),
    version: z.literal(1),
    generatedAt: isoDate,
    account: z.object({
      email: z.string(),
      language: z.enum(['en', 'de']),
      createdAt: isoDate,
      credits: z.number().int().nonnegative(),
      preferences: z.object({ renewalReminders: z.boolean() }),
    }),
    /** Sessions still signed in, with the device (the browser's user agent) each was opened from. */
    sessions: z.array(z.object({ createdAt: isoDate, lastSeenAt: isoDate, expiresAt: isoDate, device: z.string().nullable(), current: z.boolean() })),
    /** Every change of the credit balance. */
    creditLedger: z.array(z.object({ at: isoDate, reason: z.string(), requested: z.number().int(), applied: z.number().int(), balanceAfter: z.number().int() })),
    subscriptions: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        plan: z.enum(['trial', 'weekly', 'monthly']),
        cancelAtPeriodEnd: z.boolean(),
        currentPeriodStart: isoDate,
        currentPeriodEnd: isoDate,
        card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
        updatedAt: isoDate,
      }),
    ),
    /** What was bought and when, as the checkout recorded it. */
    purchases: z.array(z.object({ id: z.string(), kind: z.enum(['trial', 'plan', 'pack', 'plan-change']), createdAt: isoDate })),
    /** Every charge and refund (docs/decisions.md#billing-history). */
    payments: z.array(BillingEntry),
    /** Reports the account bought and still keeps (until they expire), with their content. */
    reports: z.array(z.object({ id: z.string(), createdAt: isoDate, expiresAt: isoDate, report: z.record(z.string(), z.unknown()) })),
    /** The watch of the account's own address ("watch my address"), if one is on: none or one. */
    watches: z.array(
      z.object({
        email: z.string(),
        language: z.enum(['en', 'de']),
        createdAt: isoDate,
        provenAt: isoDate,
        lastCheckedAt: isoDate.nullable(),
        nextCheckAt: isoDate,
        /** How many findings the last check knew of (what the next mail compares with); null before the first check. */
        findingsKnown: z.number().int().nullable(),
      }),
    ),
    /** Consents given: the terms (with the 14-day-right statement) accepted with each purchase. */
    consents: z.array(z.object({ kind: z.literal('terms'), version: z.string(), acceptedAt: isoDate, purchase: z.string() })),
  })
  .meta({ title: 'MailScout account export', description: 'Everything MailScout holds about one account (docs/decisions.md#account-export).' });
export type AccountExport = z.infer<typeof AccountExport>;

/** The export's JSON Schema (draft 2020-12), generated from the zod schema so the two cannot drift. */
export const accountExportJsonSchema = () => z.toJSONSchema(AccountExport, { target: 'draft-2020-12' });

/** `format`: the file to download. */
export const AccountExportQuery = z.object({ format: z.enum(['json', 'pdf']).default('json') });
/** The emailed link's signed token (valid 24 hours, docs/decisions.md#account-export). */
export const AccountExportLinkQuery = z.object({ token: z.string().min(1).max(600), format: z.enum(['json', 'pdf']).default('json') });
/** The mail's language: the page's (without it, the browser's Accept-Language). */
export const AccountExportMailRequest = z.object({ language: Language.optional() });
export const AccountExportMailResponse = z.object({ sent: z.literal(true), expiresAt: isoDate });
