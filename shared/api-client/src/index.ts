export { createApiClient, filenameOf, type ApiClient, type ApiClientOptions, type RequestOptions } from './api-client';
export { ApiRequestError, errorFromResponse, errorReference, isApiError } from './api-error';
export type { CallArgs, CallInput, CallResult } from './typed-call';
