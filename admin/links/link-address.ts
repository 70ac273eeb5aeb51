/**
 * What the editor's link dialog accepts as a link's address in an article's text, and what it
 * tells the staff otherwise (admin/links/link-dialog.ts). The site keeps a link whose address
 * starts with a scheme of its sanitizer (`allowedProtocols`, src/lib/content/articles/markdown.ts;
 * any other loses its href) or with "/" or "#" (a page or a heading of the site). Words, or a
 * page's name without "/", became a link relative to the article (/blog/alaman%20program) that
 * leads nowhere. Of the schemes, those the staff write: the rule stays out of the sanitizer's
 * module, which would bring the Markdown pipeline into the editor's bundle; link-address.test.ts
 * holds the two together.
 */

/** Schemes the dialog accepts, each one the site's sanitizer keeps. */
export const LINK_SCHEMES = ["https", "http", "mailto"] as const;

/** The example below the address box. */
export const LINK_EXAMPLE = "https://… atau /program";

const WHAT_TO_WRITE =
  "Tulis alamat situs lain, diawali https://, atau alamat halaman di situs ini, diawali / (contoh /program).";

/** Looks like a site's address without its scheme: www.contoh.com, contoh.co.id/halaman. */
const DOMAIN = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}(?:[/?#:]\S*)?$/u;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
/** A page's name without its leading slash: program, blog/2. */
const PAGE = /^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*\/?$/u;

/**
 * Why the address `typed` (spaces around it are not counted) cannot be a link's address, in
 * Indonesian, naming "alamat tautan" and what to write instead; undefined when it can be one.
 */
export function linkAddressProblem(typed: string): string | undefined {
  const address = typed.trim();
  if (address === "") return `Alamat tautan masih kosong. ${WHAT_TO_WRITE}`;
  if (/\s/.test(address)) return `“${address}” bukan alamat tautan: alamat tidak berisi spasi. ${WHAT_TO_WRITE}`;
  if (address.startsWith("//"))
    return `Alamat tautan ke situs lain diawali https://, jadi tulis https://${address.slice(2)}`;
  if (address.startsWith("/") || address.startsWith("#")) return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (scheme === "mailto")
    return EMAIL.test(address.slice("mailto:".length).split("?")[0]!)
      ? undefined
      : "Alamat tautan ke email diawali mailto: lalu alamat email lengkap, contoh mailto:info@contoh.com";
  if (scheme === "http" || scheme === "https") {
    const url = URL.canParse(address) ? new URL(address) : undefined;
    return url?.hostname.includes(".") && /^https?:\/\//i.test(address)
      ? undefined
      : `“${address}” bukan alamat tautan yang lengkap. Tulis seluruh alamatnya, contoh https://www.contoh.com/halaman`;
  }
  if (EMAIL.test(address)) return `Alamat tautan ke email diawali mailto:, jadi tulis mailto:${address}`;
  if (DOMAIN.test(address)) return `Alamat tautan ke situs lain diawali https://, jadi tulis https://${address}`;
  if (scheme !== undefined)
    return `Alamat tautan yang diawali “${scheme}:” tidak tampil sebagai tautan di situs. ${WHAT_TO_WRITE}`;
  if (PAGE.test(address))
    return `Alamat tautan ke halaman di situs ini diawali garis miring (/), jadi tulis /${address.toLowerCase()}`;
  return `“${address}” bukan alamat tautan. ${WHAT_TO_WRITE}`;
}
