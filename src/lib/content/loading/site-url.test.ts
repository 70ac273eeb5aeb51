import { describe, expect, it } from "vitest";
import { ContentProject } from "../../../../tests/fixtures/content-project.ts";
import { siteAddress } from "./site-url.ts";

describe("siteAddress: the site's public address, decided once", () => {
  it("is site.yaml's siteUrl when SITE_URL is not set", () => {
    expect(siteAddress({})).toEqual({ url: "https://daycarecisauk.id", problems: [] });
    expect(siteAddress({ SITE_URL: "  " }).url).toBe("https://daycarecisauk.id");
  });

  it("takes SITE_URL from the build environment over site.yaml, trimmed and without trailing slashes", () => {
    expect(siteAddress({ SITE_URL: " https://rumahceria.sch.id// " })).toEqual({
      url: "https://rumahceria.sch.id",
      problems: [],
    });
  });

  it("drops the trailing slash of site.yaml's value as well", () => {
    const project = new ContentProject().set("site.yaml", ["siteUrl"], "https://rumahceria.sch.id/");
    expect(siteAddress({}, project.root).url).toBe("https://rumahceria.sch.id");
  });

  it("refuses a SITE_URL that is not an address, naming it, and gives no address then", () => {
    expect(siteAddress({ SITE_URL: "daycare cisauk" })).toEqual({
      url: "",
      problems: [
        {
          file: "src/content/data/site.yaml",
          field: "siteUrl (variabel lingkungan SITE_URL)",
          message: expect.stringContaining("harus berupa alamat web lengkap"),
        },
      ],
    });
  });
});
