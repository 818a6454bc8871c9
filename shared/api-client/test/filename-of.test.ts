import { filenameOf } from '../src';

describe('filenameOf (a download’s Content-Disposition)', () => {
  it.each([
    [null, null],
    ['attachment', null],
    ['attachment; filename="receipt.pdf"', 'receipt.pdf'],
    ['attachment; filename=receipt.pdf', 'receipt.pdf'],
    [`attachment; filename="Quittung.pdf"; filename*=UTF-8''Quittung%20M%C3%A4rz.pdf`, 'Quittung März.pdf'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'fallback.pdf'],
  ])('%s → %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});
