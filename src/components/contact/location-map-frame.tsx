import { renderToStaticMarkup } from "react-dom/server";
import fontUrl from "@site-font/plus-jakarta-sans.woff2?url";
import appCss from "~/styles/app.css?raw";
import { LocationMapDrawing, type MapColour, mapColours } from "~/components/contact/location-map-drawing";

/** A colour token of src/styles/app.css, read at build time: the frame's document cannot see the page's CSS. */
function token(name: MapColour): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8});`, "i").exec(appCss)?.[1];
  if (!value) throw new Error(`src/styles/app.css has no colour --color-${name}`);
  return value;
}

const colour = Object.fromEntries(mapColours.map((name) => [name, token(name)])) as Record<MapColour, string>;

/*
 * The frame's own stylesheet. The policy allows it by its hash, which the
 * build collects from the srcdoc like any <style> of a page
 * (tooling/hosting/host-config.ts). The font is the page's file, already in
 * the browser's cache.
 */
const style = [
  `@font-face{font-family:"Plus Jakarta Sans";font-weight:400 800;font-display:swap;src:url("${fontUrl}") format("woff2-variations")}`,
  `html,body{height:100%;margin:0}`,
  `body{position:relative;overflow:hidden;font:700 1rem/1.25 "Plus Jakarta Sans",ui-sans-serif,system-ui,sans-serif;color:${colour["brand-900"]};-webkit-tap-highlight-color:transparent}`,
  `a{position:absolute;inset:0;display:block;color:inherit;text-decoration:none;border-radius:1.5rem}`,
  `a:focus-visible{outline:3px solid ${colour["brand-700"]};outline-offset:-3px}`,
  `svg{display:block}`,
  `p{position:absolute;left:50%;top:50%;margin:0;padding:.375rem .875rem;max-width:80%;transform:translate(-50%,calc(-100% - 76px));border-radius:999px;background:white;box-shadow:0 2px 8px rgb(30 42 50/.15);text-align:center;pointer-events:none}`,
  `span{position:absolute;left:50%;bottom:1rem;display:flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;transform:translateX(-50%);border-radius:999px;background:${colour["brand-700"]};color:white;white-space:nowrap;box-shadow:0 4px 12px rgb(30 42 50/.2)}`,
  `a:hover span{background:${colour["brand-800"]}}`,
].join("");

/**
 * The document the map's frame shows until a parent taps it: the drawing, the
 * centre's name over the pin, and a link that takes the frame itself (no
 * target) to Google's interactive map. Nothing is requested before that tap,
 * and nothing runs: it works the same with JavaScript off.
 */
export function locationMapFrame({ name, embed }: { name: string; embed: string }): string {
  const body = renderToStaticMarkup(
    <>
      {/* The referrer the embedded map always had (Google's own snippet asks for it). */}
      <a href={embed} referrerPolicy="no-referrer-when-downgrade">
        <LocationMapDrawing colour={colour} />
        <span>Tampilkan peta interaktif</span>
      </a>
      <p>{name}</p>
    </>,
  );
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>${style}</style></head><body>${body}</body></html>`;
}
