import { inflateSync } from 'node:zlib';
import { AccountExport, accountExportJsonSchema, BillingHistoryResponse, type BillingEntry } from '@mailscout/contracts';
import { accountExportClock } from '../../src/routes/account';
import { bearer, buyTrial, withBilling } from '../billing-harness';
import { withMailDev, type Mail } from '../maildev';

/**
 * docs/decisions.md#billing-history and docs/decisions.md#account-export, against the Stripe emulator and a real
 * MailDev: the billing history of a purchase journey from the product's own records, each receipt as a PDF with the
 * mailed receipt's anatomy, the export of two accounts holding nothing of the other, and the emailed 24-hour link.
 */
const mail = withMailDev();
const h = withBilling({ smtpUrl: () => mail.smtpUrl() });

/** The PDF's text: its raw bytes and its inflated content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  return parts.join('\n');
}

async function mailsTo(address: string, match: RegExp, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mail.to(address)).filter((sent) => match.test(sent.subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails ${match} to ${address}, got ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const history = async (token: string): Promise<BillingEntry[]> => {
  const res = await h.api.inject({ method: 'GET', url: '/api/account/billing', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return BillingHistoryResponse.parse(res.json()).entries;
};

/** Account A (en): trial, credit pack, change to monthly. Account B (de): trial, then its refund. */
async function journey() {
  const a = 'history.a@example.com';
  const b = 'history.b@example.com';
  const trialA = (await buyTrial(h, a, 'pm_card_visa', { language: 'en' })).json();
  expect(trialA.status).toBe('trialing');
  const pack = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(trialA.token), payload: { item: 'pack_10', termsAccepted: true, language: 'en' } });
  expect(pack.json()).toMatchObject({ status: 'succeeded' });
  const change = await h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(trialA.token), payload: { plan: 'monthly', termsAccepted: true, language: 'en' } });
  expect(change.json()).toMatchObject({ status: 'active' });
  const trialB = (await buyTrial(h, b, 'pm_card_mastercard', { language: 'de', scanEmail: 'someone@example.net' })).json();
  expect(trialB.status).toBe('trialing');
  const refund = await h.api.inject({ method: 'POST', url: '/api/refund-trial', headers: bearer(trialB.token) });
  expect(refund.statusCode).toBe(200);
  await h.emulator.control.webhooksIdle();
  await mailsTo(a, /receipt/, 3);
  await mailsTo(b, /Quittung|Erstattung/, 2);
  return { a, b, tokenA: trialA.token as string, tokenB: trialB.token as string, pack: pack.json(), change: change.json(), trialA, trialB, refund: refund.json() };
}

describe('billing history (docs/decisions.md#billing-history)', () => {
  it('lists every charge and refund of the journey with date, amount, VAT, what it bought and the mailed invoice number', async () => {
    const j = await journey();
    const entriesA = await history(j.tokenA);
    expect(entriesA.map((entry) => entry.what).sort()).toEqual(['pack', 'plan-change', 'trial']);
    const packIntent = await h.stripe.paymentIntents.retrieve(j.pack.paymentIntentId);
    const packEntry = entriesA.find((entry) => entry.what === 'pack')!;
    expect(packEntry).toMatchObject({ kind: 'charge', amount: packIntent.amount, currency: packIntent.currency, credits: 10, vatIncluded: true });
    expect(packEntry.invoiceNumber).toMatch(/^MS-\d{6}$/);
    const changeEntry = entriesA.find((entry) => entry.what === 'plan-change')!;
    expect(changeEntry).toMatchObject({ kind: 'charge', plan: 'monthly', credits: 20 });
    // The numbers are the ones the receipts named (docs/decisions.md#invoice-numbers), never a payment id.
    const receiptsA = await mailsTo(j.a, /receipt/, 3);
    for (const entry of entriesA) {
      expect(entry.invoiceNumber).not.toMatch(/^[a-z]{2,8}_/);
      expect(receiptsA.some((receipt) => receipt.text.includes(`Invoice number: ${entry.invoiceNumber}`))).toBe(true);
    }
    // Newest first, each with its date.
    const dates = entriesA.map((entry) => Date.parse(entry.date));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);

    const entriesB = await history(j.tokenB);
    expect(entriesB.map((entry) => `${entry.kind}:${entry.what}`).sort()).toEqual(['charge:trial', 'refund:trial']);
    expect(entriesB.find((entry) => entry.kind === 'refund')).toMatchObject({ amount: j.refund.amount, currency: j.refund.currency, reference: j.refund.refundId });
    // Each account sees only its own.
    expect(entriesA.some((entry) => entriesB.some((other) => other.id === entry.id))).toBe(false);
    expect((await h.api.inject({ method: 'GET', url: '/api/account/billing' })).statusCode).toBe(401);
  });

  it('serves each receipt as a real PDF with the mailed anatomy, in the language of the purchase; never another account’s', async () => {
    const j = await journey();
    const pack = (await history(j.tokenA)).find((entry) => entry.what === 'pack')!;
    const res = await h.api.inject({ method: 'GET', url: `/api/account/billing/${encodeURIComponent(pack.id)}/receipt`, headers: bearer(j.tokenA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`mailscout-receipt-${pack.invoiceNumber}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice number: ${pack.invoiceNumber}`);
    expect(text).toContain('The amount includes VAT at the applicable rate.');
    expect(text).toContain('Purchase: Credit pack: 10 credits');
    expect(text).toContain('A credit pack is a one-off purchase');

    const refund = (await history(j.tokenB)).find((entry) => entry.kind === 'refund')!;
    const refundPdf = await h.api.inject({ method: 'GET', url: `/api/account/billing/${encodeURIComponent(refund.id)}/receipt`, headers: bearer(j.tokenB) });
    expect(refundPdf.statusCode).toBe(200);
    expect(pdfText(refundPdf.rawPayload)).toContain(`Referenz: ${refund.reference}`);

    const theirs = await h.api.inject({ method: 'GET', url: `/api/account/billing/${encodeURIComponent(pack.id)}/receipt`, headers: bearer(j.tokenB) });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('account export (docs/decisions.md#account-export)', () => {
  async function withReports(j: Awaited<ReturnType<typeof journey>>) {
    const now = Date.now();
    const ids: Record<string, string> = {};
    for (const [address, name] of [[j.a, 'Anna Example'], [j.b, 'Bernd Beispiel']] as const) {
      const user = (await h.api.store.users.findByEmail(address))!;
      ids[address] = `report-of-${name.split(' ')[0]!.toLowerCase()}`;
      await h.api.store.reports.save({ _id: ids[address], userId: user._id, targetHash: `hash-${name}`, createdAt: new Date(now - 1000), expiresAt: new Date(now + 86_400_000), report: { subject: name } });
    }
    return ids;
  }

  it('is valid against its schema, holds the account’s data and nothing of the other account', async () => {
    const j = await journey();
    const reports = await withReports(j);
    // A watch of each account's own address ("watch my address").
    for (const address of [j.a, j.b]) {
      await h.api.store.watches.start({ _id: h.api.hashEmail(address), email: address, language: 'en', provenAt: new Date(), nextRunAt: new Date(Date.now() + 86_400_000) });
    }
    const res = await h.api.inject({ method: 'GET', url: '/api/account/export', headers: { ...bearer(j.tokenA), 'user-agent': 'ExportTest/1.0' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mailscout-account-export-\d{4}-\d{2}-\d{2}\.json"/);
    const data = AccountExport.parse(res.json());
    expect(data.account.email).toBe(j.a);
    expect(data.payments.map((payment) => payment.what).sort()).toEqual(['pack', 'plan-change', 'trial']);
    expect(data.purchases.length).toBeGreaterThanOrEqual(3);
    expect(data.consents.every((consent) => consent.kind === 'terms' && consent.version.length > 0)).toBe(true);
    expect(data.subscriptions.length).toBeGreaterThanOrEqual(2);
    expect(data.creditLedger.length).toBeGreaterThanOrEqual(3);
    expect(data.sessions.some((session) => session.current)).toBe(true);
    expect(data.reports.map((report) => report.id)).toEqual([reports[j.a]]);
    expect(data.watches.map((watch) => watch.email)).toEqual([j.a]);

    const text = res.body;
    const b = (await h.api.store.users.findByEmail(j.b))!;
    const bPayments = await h.api.store.billingRecords.listForUser(b._id);
    for (const foreign of [j.b, 'Bernd Beispiel', reports[j.b]!, j.trialB.subscriptionId as string, j.refund.refundId as string, ...bPayments.map((p) => p._id)]) {
      expect(text).not.toContain(foreign);
    }
    // The published JSON Schema is the zod schema's.
    const schema = accountExportJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(data).sort());
    expect(schema.required).toEqual(expect.arrayContaining(['account', 'payments', 'reports', 'watches', 'consents']));
  });

  it('comes as a readable PDF too, in the page’s language', async () => {
    const j = await journey();
    const res = await h.api.inject({ method: 'GET', url: '/api/account/export?format=pdf', headers: { ...bearer(j.tokenB), 'accept-language': 'de-DE' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Ihre Daten bei MailScout');
    expect(text).toContain(j.b);
    expect(text).not.toContain(j.a);
    expect((await h.api.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('mails a link that works for 24 hours, refused after that (a moved clock) and when tampered with', async () => {
    const j = await journey();
    const sent = await h.api.inject({ method: 'POST', url: '/api/account/export/mail', headers: bearer(j.tokenB), payload: { language: 'de' } });
    expect(sent.statusCode).toBe(200);
    const [exportMail] = await mailsTo(j.b, /Datenexport/, 1);
    const link = /(http:\/\/localhost:3000\/api\/account\/export\/download\?token=[^\s&]+&format=json)/.exec(exportMail!.text)?.[1];
    expect(link).toBeDefined();
    expect(exportMail!.text).toContain('24 Stunden');
    const path = link!.replace('http://localhost:3000', '');
    const ok = await h.api.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(AccountExport.parse(ok.json()).account.email).toBe(j.b);

    const token = new URL(link!).searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await h.api.inject({ method: 'GET', url: `/api/account/export/download?token=${encodeURIComponent(tampered)}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('EXPORT_LINK_INVALID');
    // Another account's id in a token signed by nobody.
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { u: string };
    const a = (await h.api.store.users.findByEmail(j.a))!;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: a._id.toHexString() })).toString('base64url')}.${signature}`;
    expect((await h.api.inject({ method: 'GET', url: `/api/account/export/download?token=${encodeURIComponent(forged)}` })).statusCode).toBe(403);

    const realNow = Date.now();
    try {
      accountExportClock.now = () => realNow + 23 * 60 * 60 * 1000;
      expect((await h.api.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      accountExportClock.now = () => realNow + 24 * 60 * 60 * 1000 + 60_000;
      const expired = await h.api.inject({ method: 'GET', url: path });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error).toBe('EXPORT_LINK_INVALID');
    } finally {
      accountExportClock.now = () => Date.now();
    }
  });

  it('is held to a few exports per account per day', async () => {
    const j = await journey();
    for (let i = 0; i < 6; i += 1) expect((await h.api.inject({ method: 'GET', url: '/api/account/export', headers: bearer(j.tokenA) })).statusCode).toBe(200);
    const limited = await h.api.inject({ method: 'GET', url: '/api/account/export', headers: bearer(j.tokenA) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('EXPORT_LIMIT_REACHED');
    // The other account's allowance is its own.
    expect((await h.api.inject({ method: 'GET', url: '/api/account/export', headers: bearer(j.tokenB) })).statusCode).toBe(200);
  });
});
