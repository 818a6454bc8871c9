export { freePort } from './free-port';
export { waitFor, waitForUrl, type WaitOptions } from './wait-for';
export { waitForPort } from './wait-for-port';
