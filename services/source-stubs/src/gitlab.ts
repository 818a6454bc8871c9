import { avatarSvg } from './avatars';
import { PEOPLE, personByEmail, type StubPerson } from './fixtures/people';
import { json, type StubReply, type StubRequest } from './http';
import { specialReply } from './special-replies';

const profile = (person: StubPerson, origin: string, full: boolean) => {
  const g = person.gitlab!;
  return {
    id: g.id,
    username: g.username,
    name: person.name,
    state: 'active',
    locked: false,
    avatar_url: `${origin}/uploads/-/system/user/avatar/${g.id}/avatar.svg`,
    web_url: `https://gitlab.example/${g.username}`,
    ...(full
      ? { created_at: '2018-01-10T09:00:00.000Z', bio: '', location: g.location ?? '', public_email: person.email, skype: '', linkedin: '', twitter: '', website_url: '', organization: '', job_title: '', pronouns: null, bot: false, work_information: null, followers: 0, following: 0, local_time: null, is_followed: false }
      : {}),
  };
};

/**
 * GitLab's users API: `GET /api/v4/users?search=<address>` lists the users whose public email
 * is the address (an empty list otherwise); `GET /api/v4/users/:id` is one public profile.
 */
export async function gitlabUsers(request: StubRequest, slowMs: number): Promise<StubReply> {
  const search = (request.url.searchParams.get('search') ?? '').trim().toLowerCase();
  const special = await specialReply(request, search, slowMs, { users: [] });
  if (special) return special;
  const person = personByEmail(search);
  return json(200, person?.gitlab ? [profile(person, request.origin, false)] : [], { 'ratelimit-limit': '500', 'ratelimit-remaining': '499' });
}

export function gitlabUser(request: StubRequest, id: string): StubReply {
  const person = PEOPLE.find((p) => p.gitlab && String(p.gitlab.id) === id);
  return person ? json(200, profile(person, request.origin, true)) : json(404, { message: '404 User Not Found' });
}

/** The photo behind a GitLab `avatar_url`: a drawn one with the person's initials. */
export function gitlabAvatar(id: string): StubReply {
  return avatarSvg(PEOPLE.find((p) => p.gitlab && String(p.gitlab.id) === id)?.name, `gitlab-${id}`);
}
