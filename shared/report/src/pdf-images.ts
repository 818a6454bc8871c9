import type { ReportDocument } from './report-document';

/** A photo ready for the PDF: PNG data (any source format, SVG included, drawn once onto a canvas). */
export interface PdfImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** Photos by URL; null: it could not be fetched or read (the PDF then names its address instead). */
export type PdfImages = Map<string, PdfImage | null>;

/** Pixels per side of an embedded photo: sharp when printed at the PDF's 72 pt. */
const SIDE = 192;
const TIMEOUT_MS = 8000;

/** Every photo the PDF shows: the summary's and the photos card's, once each. */
export function photoUrlsOf(doc: ReportDocument): string[] {
  const urls = [doc.summary.photo?.url, ...doc.sections.flatMap((section) => section.items.map((item) => item.image))];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * Loads one photo through an <img> (allowed by the page's CSP img-src, unlike fetch's
 * connect-src) with CORS, so the canvas it is drawn on stays readable. A source that sends no
 * CORS header, an error, or a slow answer gives null: the download goes on without it.
 */
export function loadPdfImage(url: string, timeoutMs = TIMEOUT_MS): Promise<PdfImage | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (result: PdfImage | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(result);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    image.crossOrigin = 'anonymous';
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.onerror = () => done(null);
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = SIDE;
        canvas.height = SIDE;
        const context = canvas.getContext('2d');
        if (!context) return done(null);
        // Cover the square as the page's round photo does: crop the longer side, centred.
        const w = image.naturalWidth || SIDE;
        const h = image.naturalHeight || SIDE;
        const crop = Math.min(w, h);
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, SIDE, SIDE);
        context.drawImage(image, (w - crop) / 2, (h - crop) / 2, crop, crop, 0, 0, SIDE, SIDE);
        done({ dataUrl: canvas.toDataURL('image/png'), width: SIDE, height: SIDE });
      } catch {
        // A canvas tainted by an image without CORS cannot be read.
        done(null);
      }
    };
    image.src = url;
  });
}

export async function loadPdfImages(urls: string[], load: (url: string) => Promise<PdfImage | null> = loadPdfImage): Promise<PdfImages> {
  const loaded = await Promise.all(urls.map(async (url) => [url, await load(url).catch(() => null)] as const));
  return new Map(loaded);
}
