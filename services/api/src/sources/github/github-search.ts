import { z } from 'zod';

/** A user as GitHub's search answers list them (the fields the source reads). */
export const GithubUser = z.object({
  login: z.string(),
  html_url: z.string(),
  avatar_url: z.string().optional(),
  type: z.string().optional(),
});
export type GithubUser = z.infer<typeof GithubUser>;

/** `GET /search/users?q={email} in:email` */
export const UserSearch = z.object({ total_count: z.number(), items: z.array(GithubUser) });

/** `GET /search/commits?q=author-email:{email}`: the author's name and, when linked, account. */
export const CommitSearch = z.object({
  total_count: z.number(),
  items: z.array(
    z.object({
      commit: z.object({ author: z.object({ name: z.string().optional(), email: z.string().optional() }).nullable() }),
      author: GithubUser.nullable(),
    }),
  ),
});
