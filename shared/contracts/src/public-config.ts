import type { z } from 'zod';
import { PublicConfig as CataloguePublicConfig } from './catalogue';
import { CompanyDetails } from './company-details';

/**
 * What every visitor's browser may know about the service's configuration, with the complete company identity
 * (docs/decisions.md#company-identity). catalogue.ts still defines the older shape, whose company number and
 * registered office could be null and which had no postal address; this schema takes everything else from it and
 * replaces `company`. index.ts exports this one (and the new `CompanyDetails`) under the same names, so the API's
 * answer, the edge's parse and the browser's types all carry the complete identity.
 */
export const PublicConfig = CataloguePublicConfig.extend({ company: CompanyDetails });
export type PublicConfig = z.infer<typeof PublicConfig>;
