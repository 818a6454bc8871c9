import fs from 'node:fs';
import path from 'node:path';
import { errorCatalogue, isErrorCode } from '@mailscout/contracts';

const SOURCES = path.join(__dirname, '../..', 'src');

/** Node's own error codes, read from or put on errors inside the API: never sent to a client. */
const SYSTEM_ERROR_CODES = new Set(['ECONNRESET', 'ENODATA', 'ETIMEOUT']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const sources = sourceFiles(SOURCES).map((file) => ({ file: path.relative(SOURCES, file), text: fs.readFileSync(file, 'utf8') }));

/** Every `code: 'X'` / `error: 'X'` literal of the API's sources, with the status written next to it. */
function codeLiterals() {
  const found: Array<{ file: string; code: string; status?: number }> = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/\b(?:code|error):\s*['"`]([A-Z][A-Z0-9_]+)['"`](?:,\s*statusCode:\s*(\d{3}))?/g)) {
      found.push({ file, code: match[1]!, status: match[2] ? Number(match[2]) : undefined });
    }
    for (const match of text.matchAll(/statusCode:\s*(\d{3}),\s*code:\s*['"`]([A-Z][A-Z0-9_]+)['"`]/g)) {
      found.push({ file, code: match[2]!, status: Number(match[1]) });
    }
  }
  return found.filter(({ code }) => !SYSTEM_ERROR_CODES.has(code));
}

describe('the API emits only codes of the shared catalogue (docs/architecture.md#api-request)', () => {
  it('finds the code literals it scans for (the scan itself works)', () => {
    const codes = new Set(codeLiterals().map(({ code }) => code));
    for (const code of ['VALIDATION_ERROR', 'INVALID_OTP', 'SIGN_IN_REQUIRED', 'SCAN_NOT_FOUND', 'NOT_FOUND']) expect(codes).toContain(code);
  });

  it('has every code string of the sources in the catalogue', () => {
    const unknown = codeLiterals().filter(({ code }) => !isErrorCode(code));
    expect(unknown).toEqual([]);
  });

  it('answers each code with a status the catalogue gives it', () => {
    const wrong = codeLiterals().filter(({ code, status }) => {
      if (status === undefined || !isErrorCode(code)) return false;
      const statuses: readonly number[] = errorCatalogue[code].statuses;
      return !statuses.includes(status);
    });
    expect(wrong).toEqual([]);
  });

  it('lists no code the API never answers', () => {
    const used = new Set(codeLiterals().map(({ code }) => code));
    expect(Object.keys(errorCatalogue).filter((code) => !used.has(code))).toEqual([]);
  });
});
