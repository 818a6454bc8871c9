export { renderWithProviders, withProviders, type ProviderOptions } from './render-with-providers';
export { LocationProbe, currentLocation, currentLocationState } from './location-probe';
export { mockApi, stubFetch, callsTo, type ApiHandler, type MockApiOptions } from './mock-api';
export { jsonResponse, jsonAnswer, apiErrorWith } from './api-answers';
export { resetPageState, signInAs } from './reset-page-state';
export { settle, settleOnFakeClock } from './settle';
export { scanResults, RESULTS_AT } from '../fixtures/scan-results';
