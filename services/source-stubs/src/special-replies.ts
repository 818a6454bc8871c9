import { garbageReply, json, type StubReply, type StubRequest } from './http';
import { specialBehaviour } from './special-addresses';

/**
 * The special addresses' answers shared by the issue-19 stand-ins (Libravatar, keys.openpgp.org,
 * GitLab): slow, 429 with retry-after, garbage, an unexpected shape, 500. Null: answer normally.
 */
export async function specialReply(request: StubRequest, email: string, slowMs: number, unexpected: unknown = { unexpected: true }): Promise<StubReply | null> {
  const special = specialBehaviour(email);
  if (special === 'slow') await request.delay(slowMs);
  if (special === 'rateLimited') return json(429, { message: 'Too Many Requests' }, { 'retry-after': '30' });
  if (special === 'garbage') return garbageReply();
  if (special === 'unexpected') return json(200, unexpected);
  if (special === 'broken') return json(500, { message: 'Internal Server Error' });
  return null;
}
