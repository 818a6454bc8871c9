// jsdom has no fetch API, but react-router's data router builds a Request for every navigation.
// Hand jsdom Node's own classes (same WHATWG API) instead of a polyfill.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortSignal', 'AbortController', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
