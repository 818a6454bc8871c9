/**
 * The API runs as production in `start:prod`, and production names the company that runs the
 * service (docs/decisions.md#company-identity). These are the variables it requires.
 */
export const REQUIRED_COMPANY_VARIABLES = ['COMPANY_NAME', 'COMPANY_NUMBER', 'COMPANY_REGISTERED_ADDRESS', 'COMPANY_CONTACT_EMAIL'] as const;

/**
 * `--test-company`: an identity for rehearsals, tests and benchmarks of the topology, named as a
 * test on every page and receipt that shows it, so nobody takes it for the real registration.
 */
export const TEST_COMPANY: Record<(typeof REQUIRED_COMPANY_VARIABLES)[number], string> = {
  COMPANY_NAME: 'MailScout Topology Test Ltd',
  COMPANY_NUMBER: 'SC123456',
  COMPANY_REGISTERED_ADDRESS: 'Topology Test Office, 1 Test Street, Leeds, United Kingdom',
  COMPANY_CONTACT_EMAIL: 'contact@mailscout.example',
};

/** The company variables the environment lacks (the first instance would refuse to start without them). */
export function missingCompanyVariables(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_COMPANY_VARIABLES.filter((name) => !env[name]?.trim());
}
