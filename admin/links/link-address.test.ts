import { describe, expect, it } from "vitest";
import { allowedProtocols } from "../../src/lib/content/articles/markdown.ts";
import { LINK_SCHEMES, linkAddressProblem } from "./link-address.ts";

describe("the address of a link in an article's text", () => {
  it("is a page of the site, a heading, another site or an email", () => {
    for (const address of [
      "/program",
      "/blog/2",
      "/",
      " /kontak ",
      "#cara-mendaftar",
      "https://wa.me/6281234567890",
      "http://contoh.co.id/halaman?a=1#b",
      "HTTPS://www.contoh.com",
      "mailto:info@contoh.com",
      "mailto:info@contoh.com?subject=Trial",
    ])
      expect(linkAddressProblem(address), address).toBeUndefined();
  });

  it("is refused when it is words, naming the address and what to write", () => {
    const why = linkAddressProblem("alaman program");
    expect(why).toBe(
      "“alaman program” bukan alamat tautan: alamat tidak berisi spasi. Tulis alamat situs lain, diawali https://, atau alamat halaman di situs ini, diawali / (contoh /program).",
    );
    expect(linkAddressProblem("")).toMatch(/^Alamat tautan masih kosong\. Tulis alamat/);
    expect(linkAddressProblem("   ")).toMatch(/^Alamat tautan masih kosong/);
  });

  it("is refused with the address it was meant to be", () => {
    expect(linkAddressProblem("www.contoh.com")).toBe(
      "Alamat tautan ke situs lain diawali https://, jadi tulis https://www.contoh.com",
    );
    expect(linkAddressProblem("contoh.co.id/program")).toMatch(/jadi tulis https:\/\/contoh\.co\.id\/program$/);
    expect(linkAddressProblem("//contoh.com")).toMatch(/jadi tulis https:\/\/contoh\.com$/);
    expect(linkAddressProblem("program")).toBe(
      "Alamat tautan ke halaman di situs ini diawali garis miring (/), jadi tulis /program",
    );
    expect(linkAddressProblem("Blog/2")).toMatch(/jadi tulis \/blog\/2$/);
    expect(linkAddressProblem("info@contoh.com")).toBe(
      "Alamat tautan ke email diawali mailto:, jadi tulis mailto:info@contoh.com",
    );
  });

  it("is refused when it is not whole or the site would drop it", () => {
    for (const address of ["https://", "https://program", "https:/contoh.com", "mailto:", "mailto:info"])
      expect(linkAddressProblem(address), address).toMatch(
        /^(“.*” bukan alamat tautan yang lengkap|Alamat tautan ke email)/,
      );
    expect(linkAddressProblem("tel:0812")).toMatch(/^Alamat tautan yang diawali “tel:” tidak tampil sebagai tautan/);
    expect(linkAddressProblem("javascript:alert(1)")).toMatch(/“javascript:”/);
    expect(linkAddressProblem("../kontak")).toMatch(/^“\.\.\/kontak” bukan alamat tautan\./);
  });

  it("takes only schemes the site keeps (any other loses its link there)", () => {
    for (const scheme of LINK_SCHEMES) expect(allowedProtocols).toContain(scheme);
  });
});
