import type { FastifyRequest } from 'fastify';
import type { CodeCaller } from '../identity/one-time-code-flow';
import { DEVICE_COOKIE } from '../identity/trusted-device';

/**
 * The caller the one-time-code flow counts and challenges (docs/architecture.md#code-flow-caller):
 * the client's address, the bot challenge's answer the body carried, and the browser's device
 * cookie. Routes read these from their own request, so the flow never reaches back for it.
 */
export function codeCaller(request: FastifyRequest): CodeCaller {
  const body = request.body as { captchaToken?: unknown } | undefined;
  const captchaToken = typeof body?.captchaToken === 'string' ? body.captchaToken : undefined;
  const deviceCookie = request.cookies?.[DEVICE_COOKIE];
  return { ip: request.ip, ...(captchaToken ? { captchaToken } : {}), ...(deviceCookie ? { deviceCookie } : {}) };
}
