export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './api-client';
export { ApiRequestError, errorFromResponse } from './api-error';
