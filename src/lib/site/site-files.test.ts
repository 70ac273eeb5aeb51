import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BrandColors } from "../brand-colors.ts";
import { drawIcon, PNG_ICONS, robotsTxt, webManifest } from "./site-files.ts";

const colors: BrandColors = { theme: "#176258", page: "#fffaf2", heading: "#14413c" };

describe("robotsTxt", () => {
  it("allows everything and names the sitemap's index, on the site's address", () => {
    expect(robotsTxt("https://contoh.id")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://contoh.id/sitemap-index.xml\n",
    );
  });
});

describe("webManifest", () => {
  const manifest = JSON.parse(webManifest({ name: "Daycare Contoh", tagline: "Daycare Muslim di Cisauk" }, colors));

  it("names the centre in Indonesian, in the brand's colours", () => {
    expect(manifest).toMatchObject({
      name: "Daycare Contoh - Daycare Muslim di Cisauk",
      short_name: "Daycare Contoh",
      lang: "id",
      start_url: "/",
      theme_color: "#176258",
      background_color: "#fffaf2",
    });
  });

  it("offers icons the site publishes, one of them maskable", () => {
    const names = manifest.icons.map((icon: { src: string }) => icon.src.replace(/^\/|\.png$/g, ""));
    expect(names.every((name: string) => name in PNG_ICONS)).toBe(true);
    expect(manifest.icons.filter((icon: { purpose?: string }) => icon.purpose === "maskable")).toHaveLength(1);
  });
});

describe("drawIcon", () => {
  const logo = readFileSync("src/content/images/logo.svg");

  it.each(Object.entries(PNG_ICONS))("draws %s as a square PNG of its size", async (_name, spec) => {
    const { format, width, height } = await sharp(await drawIcon(logo, spec, colors.page)).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: spec.size, height: spec.size });
  });

  it("fills the corners with the page colour where the icon must be opaque, and leaves them clear elsewhere", async () => {
    const corner = async (opaque: boolean) => {
      const { data } = await sharp(await drawIcon(logo, { size: 64, padding: 0.2, opaque }, colors.page))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await corner(true)).toEqual([0xff, 0xfa, 0xf2, 0xff]);
    expect((await corner(false))[3]).toBe(0);
  });
});
