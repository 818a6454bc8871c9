import { inflateSync } from 'node:zlib';

/** A 4×4 PNG in the product's primary colour, as pdf-images.ts would hand it over. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNQdzgJRwzEcQDkIxMBToL14AAAAABJRU5ErkJggg==';

/** The PDF's bytes with every Flate stream inflated, so its drawing commands and texts can be read. */
export function pdfSource(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      parts.push(inflateSync(buffer.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (or an image's raw data).
    }
  }
  return parts.join('\n');
}

/** How many image objects the PDF holds (one per distinct embedded photo). */
export const imageObjects = (bytes: Uint8Array) => (Buffer.from(bytes).toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
