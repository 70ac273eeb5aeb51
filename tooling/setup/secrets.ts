/**
 * What a printed line must never carry: the tokens `npm run setup` holds. Its own module so that
 * setup.ts and the credential checks it calls (./credentials.ts) both use it without importing
 * each other.
 */

/** A stop whose message says what to do; printed as it is (through `withoutSecrets`), not as GitHub's answer. */
export class Stop extends Error {}

export const base64 = (text: string) => Buffer.from(text).toString("base64");

/**
 * `text` without the secrets, as they are or base64 (as git's basic authorization carries them):
 * an error can quote a request or a command.
 */
export function withoutSecrets(text: string, secrets: (string | undefined)[]): string {
  const forms = secrets
    .filter((secret): secret is string => Boolean(secret))
    .flatMap((secret) =>
      [secret, base64(`x-access-token:${secret}`), base64(secret)].map((form) => form.replace(/=+$/, "")),
    );
  return forms.reduce((said, form) => said.replaceAll(form, "***"), text);
}
