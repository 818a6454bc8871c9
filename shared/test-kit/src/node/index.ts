export { freePort } from './free-port';
export { waitFor, waitForUrl, type WaitOptions } from './wait-for';
export { acceptsConnections, waitForPort } from './wait-for-port';
export { tcpBalancer } from './tcp-balancer';
