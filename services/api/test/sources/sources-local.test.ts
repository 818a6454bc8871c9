import { localChecksSource } from '../../src/sources/local-checks/local-checks-source';
import { phoneNumberingSource } from '../../src/sources/phone/phone-numbering-source';
import type { MailDns } from '../../src/sources/local-checks/deliverability';

const mx: MailDns = { resolveMx: async () => [{ exchange: 'mx.example.com', priority: 10 }], resolve4: async () => ['192.0.2.1'] };
// Answers only after the source has been told to stop (and before the test file ends).
const late: MailDns = { resolveMx: () => new Promise((resolve) => setTimeout(() => resolve([{ exchange: 'mx.example.com', priority: 10 }]), 300)), resolve4: async () => [] };
const signal = () => AbortSignal.timeout(5_000);

describe('local checks source', () => {
  it('answers the checklist values for an address', async () => {
    expect(await localChecksSource({ dns: mx }).lookup({ kind: 'email', email: 'info@example.com' }, signal())).toEqual({
      state: 'found',
      findings: { emailChecks: { valid: true, type: 'business', role: true, deliverability: 'deliverable' } },
    });
  });

  it('answers found with valid: false for an address that cannot exist (a verdict, not a missing answer)', async () => {
    expect(await localChecksSource({ dns: mx }).lookup({ kind: 'email', email: 'not..valid@example' }, signal())).toEqual({
      state: 'found',
      findings: { emailChecks: { valid: false, type: null, role: false, deliverability: 'undeliverable' } },
    });
  });

  it('answers timeout when its signal aborts before DNS answers', async () => {
    expect(await localChecksSource({ dns: late }).lookup({ kind: 'email', email: 'a@example.com' }, AbortSignal.timeout(50))).toEqual({ state: 'timeout' });
  });
});

describe('phone numbering source', () => {
  it('describes a valid number and lists it in its international form', async () => {
    expect(await phoneNumberingSource().lookup({ kind: 'phone', phone: '+442079460123' }, signal())).toEqual({
      state: 'found',
      findings: {
        phoneChecks: { valid: true, e164: '+442079460123', country: 'GB', lineType: 'FIXED_LINE', international: '+44 20 7946 0123', carrier: null },
        phones: [{ number: '+44 20 7946 0123', type: 'FIXED_LINE' }],
      },
    });
  });

  it('answers found with valid: false and no phone for a number the plan does not allocate', async () => {
    expect(await phoneNumberingSource().lookup({ kind: 'phone', phone: '+447700900123' }, signal())).toEqual({
      state: 'found',
      findings: { phoneChecks: { valid: false, e164: null, country: null, lineType: null, international: null, carrier: null } },
    });
  });
});
