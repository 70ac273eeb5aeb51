import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listPictures } from "./image-catalog.ts";
import { svgProblem } from "./safe-svg.ts";

const problem = (text: string) => svgProblem(Buffer.from(text));
const drawing = (inside: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inside}</svg>`;

/** A logo as Illustrator's "Save As SVG" writes it: declaration, comment, DOCTYPE, internal CSS in CDATA. */
const illustrator = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 64 64" style="enable-background:new 0 0 64 64;" xml:space="preserve">
<style type="text/css"><![CDATA[
	.st0{fill:#279883;}
	.st1{fill:url(#SVGID_1_);}
]]></style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="64" y2="64" gradientTransform="matrix(1 0 0 -1 0 64)">
	<stop  offset="0" style="stop-color:#FBBF4A"/>
	<stop  offset="1" style="stop-color:#279883"/>
</linearGradient>
<path class="st0" d="M32 9 L8 29 V52 H56 V29 Z"/>
<circle class="st1" cx="51" cy="10" r="7"/>
<text transform="matrix(1 0 0 1 8 60)" style="font-family:'MyriadPro-Regular'; font-size:8px;">Daycare</text>
</svg>
`;

/** A logo as Figma exports it: a clip path and a drop shadow. */
const figma = `<svg width="64" height="64" viewBox="0 0 64 64" fill="none" xmlns="http://www.w3.org/2000/svg">
<g clip-path="url(#clip0_1_2)" filter="url(#filter0_d_1_2)">
<path fill-rule="evenodd" clip-rule="evenodd" d="M32 9L8 29V52H56V29Z" fill="#279883"/>
</g>
<defs>
<filter id="filter0_d_1_2" x="0" y="0" width="64" height="68" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/>
<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
<feOffset dy="4"/>
<feGaussianBlur stdDeviation="2"/>
<feComposite in2="hardAlpha" operator="out"/>
<feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_1_2"/>
<feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow_1_2" result="shape"/>
</filter>
<clipPath id="clip0_1_2"><rect width="64" height="64" fill="white"/></clipPath>
</defs>
</svg>
`;

/** A logo as Inkscape saves it as plain SVG. */
const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="64" height="64" viewBox="0 0 64 64" version="1.1" id="svg5"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">
  <defs id="defs2" />
  <g id="layer1"><path style="fill:#279883;fill-opacity:1;stroke:none;stroke-width:0.26" d="M 32,9 8,29 V 52 H 56 V 29 Z" id="path1" /></g>
  <use href="#path1" transform="translate(2, 2) scale(0.5)" />
</svg>
`;

describe("an SVG that is only a drawing passes", () => {
  it.each(listPictures().map((picture) => [picture.name, picture.file]))("the project's %s", (_, file) => {
    expect(svgProblem(readFileSync(file))).toBeNull();
  });

  it.each([
    ["Illustrator", illustrator],
    ["Figma", figma],
    ["Inkscape", inkscape],
  ])("a logo exported by %s", (_, text) => {
    expect(problem(text)).toBeNull();
  });

  it("with links to parts of itself, written with or without xlink and with spaces before the #", () => {
    expect(problem(drawing('<use xlink:href="#a"/><use href=" #a"/><rect id="a" fill="url( \'#a\' )"/>'))).toBeNull();
  });
});

describe("an SVG that can run a script or load something is refused, naming what it holds", () => {
  it.each([
    ["a script", drawing("<script>alert(1)</script>"), "<script>"],
    [
      "a script behind a prefix bound to SVG",
      drawing('<x:script xmlns:x="http://www.w3.org/2000/svg"/>'),
      "<x:script>",
    ],
    ["an event handler", drawing("", ' onload="alert(1)"'), "<svg onload>"],
    ["an event handler on a shape", drawing('<rect onmouseover="alert(1)"/>'), "<rect onmouseover>"],
    ["HTML in a foreignObject", drawing("<foreignObject><div>x</div></foreignObject>"), "<foreignObject>"],
    [
      "a link out of the drawing",
      drawing('<use href="https://contoh.id/x.svg#a"/>'),
      '<use href="https://contoh.id/x.svg#a">',
    ],
    [
      "a javascript: link",
      drawing('<use xlink:href="javascript:alert(1)"/>'),
      '<use xlink:href="javascript:alert(1)">',
    ],
    ["a link element", drawing('<a href="#a"><rect/></a>'), "<a>"],
    ["a picture, even a data: one", drawing('<image href="data:image/png;base64,iVBORw0K"/>'), "<image>"],
    ["an animation, which can set a link", drawing('<set attributeName="href" to="javascript:alert(1)"/>'), "<set>"],
    ["an iframe", drawing('<iframe src="https://contoh.id"/>'), "<iframe>"],
    ["a url() to another file", drawing('<rect fill="url(https://contoh.id/a.svg#g)"/>'), '<rect fill="url('],
    ["@import in a style sheet", drawing("<style>@import url(x.css);</style>"), "<style>@import"],
    ["a style sheet loading a picture", drawing('<style>.a{fill:image-set("x.png" 1x)}</style>'), "<style>image-set("],
    ["CSS spelt with escapes", drawing("<style>.a{fill:u\\72l(x.svg)}</style>"), "<style>\\"],
    ["another namespace as default", drawing('<g xmlns="http://www.w3.org/1999/xhtml"/>'), "<g xmlns="],
    ["entities", `<!DOCTYPE svg [<!ENTITY x "y">]>${drawing("")}`, "<!DOCTYPE svg ["],
    [
      "default attributes declared in a DOCTYPE",
      `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${drawing("")}`,
      "<!DOCTYPE",
    ],
    ["an XSLT style sheet", `<?xml-stylesheet type="text/xsl" href="x.xsl"?>${drawing("")}`, "<?xml-stylesheet"],
    ["another encoding than UTF-8", `<?xml version="1.0" encoding="UTF-16"?>${drawing("")}`, 'encoding="UTF-16"'],
    ["a script after the drawing", `${drawing("")}<script>alert(1)</script>`, "<script>"],
  ])("%s", (_, text, found) => {
    expect(problem(text)).toContain(found);
  });

  it("refuses markup that an HTML parser and an XML parser read differently", () => {
    // HTML takes <p> out of the SVG and reads <style> as text; XML reads a <script> inside <style>.
    expect(problem(drawing("<p><style><script>alert(1)</script></style></p>"))).toBe("<p>");
    // HTML reads a <title>'s tags as HTML (its <style> as text); XML as SVG again.
    expect(problem(drawing("<title><style><script>alert(1)</script></style></title>"))).toBe("<style>");
  });

  it("refuses a file that is not UTF-8 text, which a browser could read as other characters", () => {
    expect(svgProblem(Buffer.from(`\ufeff${drawing("")}`, "utf16le"))).toBe("bukan UTF-8");
  });
});
