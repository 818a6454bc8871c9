import { avatarSvg } from './avatars';
import { PEOPLE, personByEmail, type StubPerson } from './fixtures/people';
import { garbageReply, json, type StubReply, type StubRequest } from './http';
import { specialBehaviour } from './special-addresses';

const DOCS = 'https://docs.github.com/rest/search/search';

function rateHeaders(authenticated: boolean, remaining = authenticated ? 29 : 9): Record<string, string> {
  const limit = authenticated ? 30 : 10; // the search API's per-minute limits
  return {
    'x-github-api-version-selected': '2022-11-28',
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
    'x-ratelimit-used': String(limit - remaining),
    'x-ratelimit-resource': 'search',
  };
}

function simpleUser(user: NonNullable<NonNullable<StubPerson['github']>['user']>, origin: string) {
  const api = `${origin}/users/${user.login}`;
  return {
    login: user.login,
    id: user.id,
    node_id: Buffer.from(`04:User${user.id}`).toString('base64'),
    avatar_url: `${origin}/avatars/u/${user.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `https://github.example/${user.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

function commitItem(person: StubPerson, commit: NonNullable<NonNullable<StubPerson['github']>['commits']>[number], index: number, origin: string) {
  const sha = Buffer.from(`${person.email}:${index}:${commit.repo}`).toString('hex').padEnd(40, '0').slice(0, 40);
  const [owner = '', name = ''] = commit.repo.split('/');
  const user = person.github?.user ? simpleUser(person.github.user, origin) : null;
  const signature = { date: commit.date, name: person.name, email: person.email };
  return {
    url: `${origin}/repos/${commit.repo}/commits/${sha}`,
    sha,
    node_id: Buffer.from(`06:Commit${sha}`).toString('base64'),
    html_url: `https://github.example/${commit.repo}/commit/${sha}`,
    comments_url: `${origin}/repos/${commit.repo}/commits/${sha}/comments`,
    commit: {
      url: `${origin}/repos/${commit.repo}/git/commits/${sha}`,
      author: signature,
      committer: signature,
      message: commit.message,
      tree: { url: `${origin}/repos/${commit.repo}/git/trees/${sha}`, sha },
      comment_count: 0,
    },
    // An address that no account claims leaves the commit without an author account.
    author: user,
    committer: user,
    parents: [],
    repository: {
      id: 700000 + index,
      node_id: Buffer.from(`010:Repository${commit.repo}`).toString('base64'),
      name,
      full_name: commit.repo,
      private: false,
      owner: { login: owner, id: 0, type: 'User', html_url: `https://github.example/${owner}` },
      html_url: `https://github.example/${commit.repo}`,
      description: null,
      fork: false,
      url: `${origin}/repos/${commit.repo}`,
    },
    score: 1,
  };
}

const validationFailed = () =>
  json(422, { message: 'Validation Failed', errors: [{ resource: 'Search', field: 'q', code: 'missing' }], documentation_url: DOCS, status: '422' });

/**
 * The special addresses' answers, or null for an ordinary search. GitHub signals its limits
 * with 403 or 429 and `x-ratelimit-remaining: 0`, with `retry-after` for the secondary limit.
 */
async function special(request: StubRequest, email: string, slowMs: number): Promise<StubReply | null> {
  const behaviour = specialBehaviour(email);
  if (behaviour === 'slow') await request.delay(slowMs);
  if (behaviour === 'rateLimited') {
    return json(429, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: DOCS, status: '429' }, { ...rateHeaders(false, 0), 'retry-after': '30' });
  }
  if (behaviour === 'exhausted') {
    return json(403, { message: 'API rate limit exceeded for 127.0.0.1.', documentation_url: DOCS, status: '403' }, rateHeaders(false, 0));
  }
  if (behaviour === 'garbage') return garbageReply();
  if (behaviour === 'unexpected') return json(200, { total_count: 'several', items: { first: true } });
  if (behaviour === 'broken') return json(500, { message: 'Server Error' });
  return null;
}

const authenticated = (request: StubRequest) => /^(Bearer|token) \S+$/.test(request.headers.authorization ?? '');

/** GET /search/users?q={email} in:email */
export async function searchUsers(request: StubRequest, slowMs: number): Promise<StubReply> {
  const match = /^\s*(\S+@\S+)\s+in:email\s*$/i.exec(request.url.searchParams.get('q') ?? '');
  if (!match) return validationFailed();
  const email = match[1]!;
  const early = await special(request, email, slowMs);
  if (early) return early;
  const user = personByEmail(email)?.github?.user;
  const items = user ? [{ ...simpleUser(user, request.origin), score: 1 }] : [];
  return json(200, { total_count: items.length, incomplete_results: false, items }, rateHeaders(authenticated(request)));
}

/** GET /search/commits?q=author-email:{email} */
export async function searchCommits(request: StubRequest, slowMs: number): Promise<StubReply> {
  const match = /(?:^|\s)author-email:(\S+@\S+)/i.exec(request.url.searchParams.get('q') ?? '');
  if (!match) return validationFailed();
  const email = match[1]!;
  const early = await special(request, email, slowMs);
  if (early) return early;
  const person = personByEmail(email);
  const items = (person?.github?.commits ?? []).map((commit, index) => commitItem(person!, commit, index, request.origin));
  return json(200, { total_count: items.length, incomplete_results: false, items }, rateHeaders(authenticated(request)));
}

/** GET /avatars/u/{id}: the image behind a user's `avatar_url`. */
export function githubAvatar(id: string): StubReply {
  return avatarSvg(PEOPLE.find((p) => String(p.github?.user?.id) === id)?.name, id);
}
