import { fuzz, LEAKS } from "./fuzz-paths.ts";
import { expect, HOSTS, LOCAL_RUNTIME_LOOKUP, localRuntimeCannotLookUp, send, test } from "./hosts.ts";

/**
 * URL fuzz against every host: 200 crafted and random paths, sent raw.
 * Never a 5xx, never a file from outside the site, 404 with a not-found page
 * for everything that is not a page; a browser opens a sample of them
 * (tests/e2e/hostile-input.spec.ts).
 */

const pages = ["/", "/tentang", "/program", "/galeri", "/blog", "/kontak", "/blog/1", "/blog/2", "/blog/3"];
const pathOf = (target: string) => target.split("?")[0]!;

const isPage = (target: string) => pages.includes(pathOf(target));

/**
 * Another spelling of a page's address, moved there (decision 011): /tentang/, /tentang.html and
 * /index.html with a 308; in other letters (/TENTANG, /Tentang/) with a 301. Undefined for none.
 */
const movedWith = (target: string): number | undefined => {
  const pathname = pathOf(target);
  const spelt = pathname === "/index.html" ? "/" : pathname.replace(/(\/+|\.html)$/, "");
  if (!pages.includes(spelt.toLowerCase())) return undefined;
  return spelt === spelt.toLowerCase() ? 308 : 301;
};

// A server may resolve raw dot segments and double slashes before looking a path up, as every
// browser does before sending; encoded ones (%2e, %2f) are never resolved.
const mayNormalise = (target: string) => /(^|\/)\.\.(\/|$)|\/\//.test(pathOf(target)) && !/%2[ef]/i.test(target);

const NOT_FOUND_TITLE = /<title>(Halaman tidak ditemukan|Oops! Artikel tidak ditemukan) \| Daycare Cisauk<\/title>/;

for (const host of HOSTS) {
  test(`${host}: 200 crafted and random paths, never a 5xx, never a file from outside the site, 404 unless a page`, async ({
    hosts,
  }) => {
    expect(fuzz).toHaveLength(200);
    const problems: string[] = [];
    for (const target of fuzz) {
      const { status, body, headers } = await send(hosts[host], target);
      const say = (problem: string) => problems.push(`${target}: ${problem}`);
      if (LEAKS.test(body)) say("leaks a file from outside the site");
      if (host === "cloudflare" && (localRuntimeCannotLookUp(target) || /^\/_(headers|redirects)$/i.test(target))) {
        if (status === 200) say(`200 (${LOCAL_RUNTIME_LOOKUP}, but never the file)`);
        continue;
      }
      if (status >= 500) {
        say(`${status}`);
        continue;
      }
      if (host === "cloudflare") {
        // This host decides itself how to read a path: it decodes %2F and %2E, matches case
        // exactly, and moves a path with a trailing slash or .html. Whatever it answers is one of these.
        if (![200, 301, 308, 404].includes(status)) say(`${status}`);
        if (status >= 300 && status < 400 && !/^\/(?!\/)/.test(headers.location ?? ""))
          say(`moves to ${headers.location}`);
      } else if (isPage(target)) {
        if (status !== 200) say(`${status}, not 200`);
      } else if (movedWith(target)) {
        if (status !== movedWith(target)) say(`${status}, not ${movedWith(target)}`);
        else if (!/^(\/(?!\/)|http:\/\/(localhost|127\.0\.0\.1):\d+\/(?!\/))/.test(headers.location ?? ""))
          say(`moves to ${headers.location}`);
      } else if (mayNormalise(target)) {
        if (![200, 404].includes(status)) say(`${status}, not 200 or 404`);
      } else if (status !== 404) {
        say(`${status}, not 404`);
      }
      if (status === 200 && !/^<!DOCTYPE html><html lang="id">/i.test(body) && !target.endsWith(".ico"))
        say("200 with something other than a page");
      if (status === 404 && !NOT_FOUND_TITLE.test(body)) say("404 without a not-found page");
    }
    expect(problems).toEqual([]);
  });
}
