/**
 * The page that ends the sign-in window (./sign-in.ts): it hands the editor its token the way
 * Sveltia CMS waits for it, and to nobody else.
 *
 * Sveltia's handshake: the window says `authorizing:github` to the page that opened it; the editor
 * answers the same words from its own origin; only then does the window send
 * `authorization:github:success:{"token":…}` (or `…:error:{"error":…}`, which the editor shows).
 * Here every message goes to this origin alone (postMessage's target origin), and only an answer
 * from the window's own opener, of this origin, is heard: an editor on another site never receives
 * the token, nor does a page that opened this one.
 *
 * The one script is fixed text allowed by its hash; what varies (the token, or the reason it
 * failed) sits beside it as JSON that no browser runs.
 */

export type Handing = { token: string; refreshToken?: string } | { error: string };

const SCRIPT = `const handing = JSON.parse(document.getElementById("hasil").textContent);
const origin = location.origin;
const words = "authorizing:github";
const message = "authorization:github:" + ("token" in handing ? "success" : "error") + ":" + JSON.stringify({ provider: "github", ...handing });
addEventListener("message", (event) => {
  if (event.origin !== origin || event.source !== window.opener || event.data !== words) return;
  window.opener.postMessage(message, origin);
});
if (window.opener) window.opener.postMessage(words, origin);`;

const STYLE = "body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}";

let hashes: Promise<{ script: string; style: string }> | undefined;

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** JSON that cannot end its `<script>` element nor start a comment in it. */
const inertJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** Text as HTML shows it, inside an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export async function handingPage(
  handing: Handing,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  hashes ??= Promise.all([sha256(SCRIPT), sha256(STYLE)]).then(([script, style]) => ({ script, style }));
  const { script, style } = await hashes;
  const said =
    "token" in handing
      ? "Anda sudah masuk. Jendela ini tertutup sendiri; bila tidak, tutup saja dan kembali ke editor."
      : handing.error;
  const html = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${"token" in handing ? "Sudah masuk" : "Belum masuk"} · Editor Konten</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${"token" in handing ? "Sudah masuk" : "Belum masuk"}</h1>
<p>${escapeHtml(said)}</p>
<script type="application/json" id="hasil">${inertJson(handing)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "content-security-policy": `default-src 'none'; script-src ${script}; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "x-frame-options": "DENY",
      ...headers,
    },
  });
}
