import { z } from 'zod';

/**
 * The parts of a Gravatar REST API v3 profile the source reads (`GET /v3/profiles/{sha256}`).
 * Everything else in the answer is ignored; optional fields may be missing or empty strings.
 */
export const GravatarProfile = z.object({
  hash: z.string(),
  display_name: z.string().optional(),
  profile_url: z.string().optional(),
  avatar_url: z.string().optional(),
  location: z.string().optional(),
  verified_accounts: z
    .array(
      z.object({
        service_type: z.string().optional(),
        service_label: z.string().optional(),
        url: z.string(),
        is_hidden: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type GravatarProfile = z.infer<typeof GravatarProfile>;
