import packageJson from '../package.json';

/** Reported by the health check and the OpenAPI document; bumped with the package. */
export const API_VERSION: string = packageJson.version;
