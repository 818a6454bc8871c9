import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { reportTranslations } from '../src/report-translations';
import { loadPdfImage, loadPdfImages, photoUrlsOf } from '../src/pdf-images';
import { buildReportDocument } from '../src/report-document';
import { richReport } from './fixtures';
import { TINY_PNG } from './pdf-fixtures';

initI18n();
registerNamespace('report', reportTranslations);

describe('photos for the PDF (docs/product.md#results)', () => {
  it('every photo the report shows, once', () => {
    const scan = richReport();
    scan.results.photos.push({ value: { url: 'https://avatars.example/2.png' }, source: 'github', seenAt: scan.results.createdAt });
    const doc = buildReportDocument(scan.results, i18n.getFixedT('en', 'report'), 'en');
    expect(photoUrlsOf(doc)).toEqual(['https://gravatar.example/avatar/1.png', 'https://avatars.example/2.png']);
  });

  it('a photo that fails or throws is null; the others load', async () => {
    const images = await loadPdfImages(['https://ok.example/a.png', 'https://refused.example/b.png', 'https://broken.example/c.png'], async (url) => {
      if (url.includes('refused')) return null;
      if (url.includes('broken')) throw new Error('boom');
      return { dataUrl: TINY_PNG, width: 4, height: 4 };
    });
    expect(images.get('https://ok.example/a.png')?.dataUrl).toBe(TINY_PNG);
    expect(images.get('https://refused.example/b.png')).toBeNull();
    expect(images.get('https://broken.example/c.png')).toBeNull();
  });

  it('an image that never answers gives up after the time limit', async () => {
    jest.useFakeTimers();
    const pending = loadPdfImage('https://slow.example/a.png', 500);
    jest.advanceTimersByTime(500);
    await expect(pending).resolves.toBeNull();
    jest.useRealTimers();
  });
});
