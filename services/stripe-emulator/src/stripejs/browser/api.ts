import { formEncode, type FormValue } from './form-encode';

/** A Stripe API object as JSON (PaymentIntent, SetupIntent, PaymentMethod). */
export type ApiObject = { id: string; object: string; [key: string]: unknown };

/** The REST API's `error` body, passed to callers unchanged as Stripe.js does. */
export interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: ApiObject;
  setup_intent?: ApiObject;
  payment_method?: ApiObject;
  [key: string]: unknown;
}

export type ApiResult = { ok: true; body: ApiObject } | { ok: false; error: StripeError };

export interface Api {
  get(path: string, params: { [key: string]: FormValue }): Promise<ApiResult>;
  post(path: string, params: { [key: string]: FormValue }): Promise<ApiResult>;
  /** The emulator's non-Stripe control plane (3D Secure outcome); no key needed. */
  control(path: string, params: { [key: string]: FormValue }): Promise<ApiResult>;
}

/**
 * Talks to the emulator's REST API the way Stripe.js talks to api.stripe.com: the publishable
 * key goes in the `key` form field, intents are reached with their client secret.
 */
export function createApi(origin: string, publishableKey: string, apiVersion?: string): Api {
  async function send(method: 'GET' | 'POST', path: string, params: { [key: string]: FormValue }, withKey: boolean): Promise<ApiResult> {
    const body = formEncode(withKey ? { key: publishableKey, ...params } : params);
    const headers: Record<string, string> = {};
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    // Only sent when the integration pins a version, so a mismatch fails loudly at the emulator.
    if (apiVersion && withKey) headers['Stripe-Version'] = apiVersion;
    const url = method === 'GET' ? `${origin}${path}?${body}` : `${origin}${path}`;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: method === 'POST' ? body : undefined });
    } catch {
      return { ok: false, error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
    }
    let json: { error?: StripeError } & Partial<ApiObject>;
    try {
      json = (await response.json()) as typeof json;
    } catch {
      return { ok: false, error: { type: 'api_error', message: `Unexpected response from the Stripe emulator (HTTP ${response.status}).` } };
    }
    if (!response.ok || json.error) return { ok: false, error: json.error ?? { type: 'api_error', message: `HTTP ${response.status}` } };
    return { ok: true, body: json as ApiObject };
  }
  return {
    get: (path, params) => send('GET', path, params, true),
    post: (path, params) => send('POST', path, params, true),
    control: (path, params) => send('POST', path, params, false),
  };
}
