import { EmailLookupResponse, INVALID_EMAIL_MESSAGE } from '@mailscout/contracts';
import { EMAIL_CASES, EMPTY_EMAIL_INPUTS } from '../../../../shared/contracts/test/email-address-cases';
import type { MailDns } from '../../src/sources/local-checks/deliverability';
import { parseAddress } from '../../src/sources/local-checks/email-syntax';
import { runLocalChecks } from '../../src/sources/local-checks/run-local-checks';
import type { App } from '../../src/app';
import { buildEngine, defaultSources } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

// No DNS here: every name is unknown, which the syntax row does not depend on.
const noDns: MailDns = {
  resolveMx: async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })),
  resolve4: async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })),
};

// The app of a test is closed after it (helper.ts), so each test builds its own.
const buildApi = () => buildEngine(mongo.uri(), Object.values(defaultSources()), { LOOKUPS_PER_MINUTE_PER_CLIENT: '10000', RATE_LIMIT_MAX: '10000' });
const lookup = (api: App, email: string) => api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email } });

describe('one verdict for every address in the API (docs/product.md#validation)', () => {
  it('POST /api/email-lookup: 400 with the valid-address message for every refused row, accepted for the others', async () => {
    const api = await buildApi();
    const verdicts = [];
    for (const { input, why } of EMAIL_CASES) {
      const response = await lookup(api, input);
      const body = response.json();
      verdicts.push({ why, status: response.statusCode, answer: response.statusCode === 200 ? EmailLookupResponse.parse(body).status : body.message });
    }
    expect(verdicts).toEqual(
      EMAIL_CASES.map(({ why, canonical }) => ({ why, status: canonical ? 200 : 400, answer: canonical ? 'not-found' : `email: ${INVALID_EMAIL_MESSAGE}` })),
    );
  });

  it('POST /api/email-lookup with an empty address: required', async () => {
    const api = await buildApi();
    for (const input of EMPTY_EMAIL_INPUTS) {
      const response = await lookup(api, input);
      expect([response.statusCode, response.json().message]).toEqual([400, 'email: This field is required']);
    }
  });

  it('a Unicode domain and its punycode form are one address (one preview)', async () => {
    const api = await buildApi();
    const unicode = EmailLookupResponse.parse((await lookup(api, 'Ida@Bücher.example')).json());
    const ascii = EmailLookupResponse.parse((await lookup(api, 'ida@xn--bcher-kva.example')).json());
    expect(unicode.previewId).toEqual(expect.any(String));
    expect(ascii.previewId).toBe(unicode.previewId);
  });

  it.each(EMAIL_CASES.map((c) => [c.why, c] as const))('the checklist’s syntax row: %s', async (_why, { input, canonical }) => {
    const parsed = parseAddress(input);
    expect(parsed && `${parsed.localPart}@${parsed.domain}`).toBe(canonical);
    expect((await runLocalChecks(input, { dns: noDns })).valid).toBe(canonical !== null);
  });
});
