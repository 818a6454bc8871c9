/**
 * The API's configuration for tools outside it (the deploy and env-docs scripts, the image smoke
 * test): the one reader of the environment and what it requires (docs/conventions.md#api).
 */
export { loadConfig, environmentObject } from '../config/config';
export { REQUIRED_IN_PRODUCTION } from '../config/company-identity';
export { STAND_IN_VARIABLES, STRIPE_EMULATOR_KEYS, standInsOf, type StandInValues } from '../config/stand-ins';
