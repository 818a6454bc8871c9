import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PublicConfig } from '@mailscout/contracts';
import { loadConfig } from '../../src/config/config';
import { ObjectId } from 'mongodb';
import { build } from '../helper';
import { rawCollection } from '../raw-db';
import { withTestMongo } from '../mongo';

describe('GET /api/public-config', () => {
  it('serves the configured price catalogue and site settings', async () => {
    const app = await build({ env: { MARKETING_CLAIM: 'Trusted by thousands', LEGAL_TERMS_UPDATED: '2026-01-31' } });
    const res = await app.inject({ url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    const body = PublicConfig.parse(res.json());
    expect(body.catalogue.trial).toMatchObject({ days: 7, credits: 2, price: { eur: 100, gbp: 80 } });
    // docs/decisions.md#reference-prices: no 'was' price, as none was ever charged for the trial.
    expect(res.json().catalogue.trial).not.toHaveProperty('compareAt');
    expect(body.catalogue.plans.weekly).toMatchObject({ credits: 4, price: { eur: 1499, gbp: 1199 } });
    expect(body.catalogue.plans.monthly).toMatchObject({ credits: 20, price: { gbp: 3199 } });
    expect(body.catalogue.packs.map((p) => [p.credits, p.price.gbp])).toEqual([
      [10, 1599],
      [25, 3599],
      [50, 6399],
    ]);
    expect(body.catalogue.creditCap).toBe(100);
    // docs/decisions.md#included-in-every-report: the PDF and the breach section are in every report; nothing prices them.
    expect(res.json().catalogue).not.toHaveProperty('addOns');
    expect(body.marketingClaim).toBe('Trusted by thousands');
    expect(body.legal).toEqual({ termsUpdated: '2026-01-31', privacyUpdated: '2025-04-22', cookiesUpdated: '2025-04-22' });
  });

  it('has no search pixel unless one is configured, and a test code for localhost', async () => {
    const none = await build();
    expect((await none.inject({ url: '/api/public-config' })).json().analytics).toEqual({ searchPixelUrl: null, testCode: 'TEST_LOCALHOST' });
    const configured = await build({ env: { ANALYTICS_SEARCH_PIXEL_URL: 'https://pixel.example/p', ANALYTICS_TEST_CODE: 'T1' } });
    expect((await configured.inject({ url: '/api/public-config' })).json().analytics).toEqual({ searchPixelUrl: 'https://pixel.example/p', testCode: 'T1' });
  });

  it('names the company in full: the stand-ins that say they are examples outside production, else as configured (docs/decisions.md#company-identity)', async () => {
    const defaults = await build();
    expect(PublicConfig.parse((await defaults.inject({ url: '/api/public-config' })).json()).company).toEqual({
      name: 'MailScout Ltd',
      companyNumber: 'EXAMPLE-NUMBER',
      registeredAddress: '1 Example Street, Exampletown, United Kingdom (example address)',
      postalAddress: '1 Example Street, Exampletown, United Kingdom (example address)',
      contactEmail: 'support@mailscout.example',
      dataProtectionEmail: 'support@mailscout.example',
    });
    const configured = await build({
      env: {
        COMPANY_NAME: 'Scout Data GmbH',
        COMPANY_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA, United Kingdom',
        COMPANY_POSTAL_ADDRESS: 'PO Box 7, Leeds LS2 2BB, United Kingdom',
        COMPANY_NUMBER: '01234567',
        COMPANY_CONTACT_EMAIL: 'hello@scout.test',
        COMPANY_DATA_PROTECTION_EMAIL: 'dpo@scout.test',
      },
    });
    expect((await configured.inject({ url: '/api/public-config' })).json().company).toEqual({
      name: 'Scout Data GmbH',
      companyNumber: '01234567',
      registeredAddress: '1 High Street, Leeds LS1 1AA, United Kingdom',
      postalAddress: 'PO Box 7, Leeds LS2 2BB, United Kingdom',
      contactEmail: 'hello@scout.test',
      dataProtectionEmail: 'dpo@scout.test',
    });
    expect(() => loadConfig({ COMPANY_DATA_PROTECTION_EMAIL: 'not-an-address' })).toThrow(/COMPANY_DATA_PROTECTION_EMAIL: must be an email address/);
  });

  it('has no marketing claim unless one is configured (docs/decisions.md#marketing-claim)', async () => {
    const app = await build();
    expect((await app.inject({ url: '/api/public-config' })).json().marketingClaim).toBeNull();
  });
});

describe('the default marketing claim (docs/decisions.md#marketing-claim)', () => {
  const mongo = withTestMongo();

  it('offers the real user count, rounded down to thousands, only once it is over 1,000', async () => {
    const uri = mongo.uri();
    const first = await build({ mongoUri: uri });
    expect((await first.inject({ url: '/api/public-config' })).json().userCountRounded).toBeNull();
    await (await rawCollection(first, 'users')).insertMany(
      Array.from({ length: 2345 }, (_, i) => ({
        _id: new ObjectId(), email: `u${i}@example.com`, credits: 0, appliedCreditSources: [], language: 'en' as const, createdAt: new Date(),
      })),
    );
    // A fresh app (the count is cached for a minute per process).
    const second = await build({ mongoUri: uri });
    expect((await second.inject({ url: '/api/public-config' })).json().userCountRounded).toBe(2000);
  });
});

describe('price catalogue configuration', () => {
  it('names a catalogue file that is missing or invalid in the one configuration error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ displayCurrency: 'usd' }));
    expect(() => loadConfig({ PRICE_CATALOGUE_FILE: bad })).toThrow(/PRICE_CATALOGUE_FILE: is not a valid price catalogue/);
    expect(() => loadConfig({ PRICE_CATALOGUE_FILE: path.join(dir, 'missing.json') })).toThrow(/PRICE_CATALOGUE_FILE: cannot be read as JSON/);
    expect(() => loadConfig({ LEGAL_PRIVACY_UPDATED: 'yesterday' })).toThrow(/LEGAL_PRIVACY_UPDATED: must be a date like 2025-04-22/);
  });
});
