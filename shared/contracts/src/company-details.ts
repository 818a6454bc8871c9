import { z } from 'zod';

/**
 * Who runs the service (docs/decisions.md#company-identity): the complete identity that the footer, /about, the terms
 * and every receipt show, from the API's configuration. No part is optional: production refuses to start without
 * them, and development fills in stand-ins that say they are examples.
 */
export const CompanyDetails = z.object({
  name: z.string().min(1),
  companyNumber: z.string().min(1),
  registeredAddress: z.string().min(1),
  /** Where letters reach the company: the registered office unless another address is configured. */
  postalAddress: z.string().min(1),
  contactEmail: z.string().min(1),
  dataProtectionEmail: z.string().min(1),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;
