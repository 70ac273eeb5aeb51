/**
 * The one definition of the site's response headers. The build writes them,
 * with the hashes of the inline scripts and styles Astro produced, into every form a host
 * reads (tooling/hosting/host-config.ts): build/headers.json for `npm start`,
 * build/nginx/security-headers.conf for nginx, and _headers for Cloudflare
 * Pages. A unit test proves the three say the same.
 */

/** Hashed file names change with their content, so they can be cached for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files must be checked on each visit so an update shows at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** The `sha256-…` hashes of the inline scripts and style elements the build wrote into the pages. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface HostHeaders {
  /** On every response. */
  all: Record<string, string>;
  /** Added when the site is served over HTTPS. */
  https: Record<string, string>;
  /** On the editor's files (/admin/), in place of the same headers of `all`. */
  editor: Record<string, string>;
}

/** Where the editor is served: /admin/. */
export const EDITOR_PATH = "admin";

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/** Headers every response carries. */
function siteHeaders({ scripts, styles }: InlineHashes): Record<string, string> {
  return {
    "Content-Security-Policy": policy({
      "default-src": ["'self'"],
      // No 'unsafe-inline', no 'unsafe-eval': the inline scripts Astro writes
      // to hydrate islands are allowed one by one, by their hash.
      "script-src": ["'self'", ...quoted(scripts)],
      // Astro inlines each page's CSS (`inlineStylesheets: "always"`): the same few <style> elements, by hash.
      "style-src": ["'self'", ...quoted(styles)],
      // Staggered fade-ins set `--fade-delay` in a style attribute (lib/fade-in.ts).
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      // The map on /kontak: the only third-party frame the site embeds. The embed URL redirects to www.google.com.
      "frame-src": ["https://maps.google.com", "https://www.google.com"],
      "frame-ancestors": ["'none'"],
      "object-src": ["'none'"],
      // No page has a <base> element: nothing may add one.
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
    }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    // No Cross-Origin-Opener-Policy: no public page opens, or is opened by, a window it trusts, so it would
    // protect nothing, and measured it made the first paint 0.02–0.08 s later (docs/performance.md).
    // The editor sends its own (editorHeaders).
    // Other sites may link to the pictures and pages, but not load them into their own pages.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * The editor at /admin/ (Sveltia CMS) needs what the site forbids: inline
 * styles (its components set them), WebAssembly (it turns iPhone HEIC photos
 * into WebP before upload), pictures from blob: and data: URLs (previews),
 * GitHub's API and status page, and a sign-in popup that can report back to
 * it. It gets its own policy, only on its own files, in place of the site's;
 * search engines are told to leave it out.
 */
function editorHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": policy({
      "default-src": ["'none'"],
      "script-src": ["'self'", "'wasm-unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "font-src": ["'self'"],
      "img-src": ["'self'", "blob:", "data:", "https://avatars.githubusercontent.com"],
      "connect-src": ["'self'", "blob:", "data:", "https://api.github.com", "https://www.githubstatus.com"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    }),
    // The GitHub sign-in popup must be able to hand the editor its token.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export function hostHeaders(hashes: InlineHashes): HostHeaders {
  return {
    all: siteHeaders(hashes),
    https: { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" },
    editor: editorHeaders(),
  };
}
