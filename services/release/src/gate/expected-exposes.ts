import { REMOTE_ROUTES_EXPOSE, SUPPORT_DIALOG_EXPOSE, SUPPORT_DIALOG_REMOTE } from '@mailscout/contracts';

/**
 * The modules the shell loads from a remote, as the contracts name them: every remote's
 * `./routes`, and the account's support dialog. A release exposes exactly these: a module missing
 * breaks the shell, one more is code nobody was meant to load.
 */
export function expectedExposes(remote: string): string[] {
  return [`./${REMOTE_ROUTES_EXPOSE}`, ...(remote === SUPPORT_DIALOG_REMOTE ? [`./${SUPPORT_DIALOG_EXPOSE}`] : [])];
}
