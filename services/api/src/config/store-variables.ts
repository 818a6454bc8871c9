import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PriceCatalogue } from '@mailscout/contracts';

const DEFAULT_CATALOGUE_FILE = path.join(__dirname, '..', '..', 'config', 'price-catalogue.json');

/** The price catalogue file (docs/decisions.md#price-catalogue), read and validated with the rest of the configuration. */
const CatalogueFile = z
  .string()
  .default(DEFAULT_CATALOGUE_FILE)
  .transform((file, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})` });
      return z.NEVER;
    }
    const parsed = PriceCatalogue.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `is not a valid price catalogue: ${first?.path.join('.')}: ${first?.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

const MONGODB_URL = /^mongodb(\+srv)?:\/\/([^@/\s]+@)?[^@/\s]+(\/\S*)?$/;

/** The database and the price catalogue. Part of the one environment schema (config.ts). */
export function storeVariables() {
  return {
    MONGODB_URI: z
      .string()
      .regex(MONGODB_URL, 'must be a mongodb:// or mongodb+srv:// URL')
      .default('mongodb://127.0.0.1:27018/mailscout').describe('the MongoDB connection string (a replica set in production)'),
    PRICE_CATALOGUE_FILE: CatalogueFile.describe('the price catalogue (docs/decisions.md#price-catalogue), JSON'),
  };
}
