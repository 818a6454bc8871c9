export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './api-client';
export { ApiRequestError, errorFromResponse, isApiError } from './api-error';
export type { CallArgs, CallInput, CallResult } from './typed-call';
