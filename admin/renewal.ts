/**
 * The editor's renewals of its GitHub token, shared. A GitHub App's user token lasts 8 hours; Sveltia
 * then trades its refresh token at the site's sign-in (/masuk/access_token, src/sign-in/). GitHub
 * takes each refresh token once, so when several of the editor's calls meet the 401 at the same
 * moment and each asks for a renewal, all but the first would be refused, and the staff member
 * shown "Gagal memperbarui token akses". Here the same request made again while the first is on
 * its way, or soon after, gets the first one's answer.
 */
const RENEW_PATH = "/masuk/access_token";
/** How long an answer is kept for a late twin: the calls that met the same 401 arrive within this. */
const KEPT_MS = 60_000;

export function sharedRenewal(send: typeof fetch): typeof fetch {
  const answers = new Map<string, Promise<Response>>();
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body;
    if (init?.method !== "POST" || typeof body !== "string" || new URL(url, location.href).pathname !== RENEW_PATH)
      return send(input, init);
    let answer = answers.get(body);
    if (!answer) {
      answer = send(input, init);
      answers.set(body, answer);
      setTimeout(() => answers.delete(body), KEPT_MS);
    }
    return answer.then((response) => response.clone());
  };
}
