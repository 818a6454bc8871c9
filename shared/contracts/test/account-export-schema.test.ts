import fs from 'node:fs';
import path from 'node:path';
import { accountExportJsonSchema } from '../src/account-data';

const FILE = path.join(__dirname, '..', '..', '..', 'docs', 'account-export.schema.json');

describe('the account export’s published JSON Schema (docs/decisions.md#account-export)', () => {
  it('is the zod schema’s, as written to docs/account-export.schema.json (regenerate it when the schema changes)', () => {
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(accountExportJsonSchema());
  });

  it('requires every part of the export, nothing left optional', () => {
    const schema = accountExportJsonSchema() as { required: string[]; properties: Record<string, unknown> };
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
  });
});
