import { loggablePath, maskEmail, maskEmailsInText } from '@mailscout/logging';

describe('maskEmail', () => {
  it.each([
    ['john@x.com', 'j•••@x.com'],
    ['j@x.com', 'j•••@x.com'],
    ['@x.com', '•••@x.com'],
    ['not an email', '•••'],
  ])('masks %p as %p', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('maskEmailsInText', () => {
  it('masks every address and leaves the rest', () => {
    expect(maskEmailsInText('lookup of john.doe+news@example.co.uk for anna_b@mail.example.org failed')).toBe(
      'lookup of j•••@example.co.uk for a•••@mail.example.org failed',
    );
  });

  it('leaves package paths in stack traces readable', () => {
    const stack = 'at node_modules/.pnpm/pino@10.4.0/node_modules/@fastify/cookie/index.js:11:5';
    expect(maskEmailsInText(stack)).toBe(stack);
  });
});

describe('loggablePath', () => {
  it.each([
    ['/api/scan-status/john@x.com', '/api/scan-status/j•••@x.com'],
    ['/api/scan-results/john%40x.com', '/api/scan-results/j•••@x.com'],
    ['/email-scan?email=john%40x.com&lng=de', '/email-scan'],
    ['/api/health#top', '/api/health'],
    ['/api/%E0%A4%A/john%40x.com', '/api/%E0%A4%A/j•••@x.com'],
  ])('logs %p as %p', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});
