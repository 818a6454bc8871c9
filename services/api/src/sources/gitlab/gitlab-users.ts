import { z } from 'zod';

/** A user as `GET /api/v4/users?search=` lists them (the fields the source reads). */
export const GitlabUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string().optional(),
  state: z.string().optional(),
  avatar_url: z.string().nullable().optional(),
  web_url: z.string(),
});
export const UserList = z.array(GitlabUser);
export type GitlabUser = z.infer<typeof GitlabUser>;

/** `GET /api/v4/users/:id`: the public profile, with the location and public email where set. */
export const GitlabProfile = GitlabUser.extend({
  location: z.string().nullable().optional(),
  public_email: z.string().nullable().optional(),
});
export type GitlabProfile = z.infer<typeof GitlabProfile>;
