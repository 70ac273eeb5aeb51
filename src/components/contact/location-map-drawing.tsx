/** The colours of the map's frame, by their names in src/styles/app.css (the frame cannot use the page's tokens). */
export const mapColours = [
  ...["brand-50", "brand-100", "brand-200", "brand-300", "brand-700", "brand-800", "brand-900"],
  ...["sky-100", "sky-300", "sun-100", "sun-300", "coral-400", "coral-800", "ink"],
] as const;
export type MapColour = (typeof mapColours)[number];

/** Blocks between the streets, as [x, y, width, height] around the pin. */
const blocks = [
  [-364, -420, 188, 124],
  [-144, -420, 268, 124],
  [156, -420, 208, 124],
  [396, -420, 200, 124],
  [-364, -264, 188, 148],
  [-144, -264, 138, 148],
  [10, -264, 114, 148],
  [156, -264, 208, 148],
  [-364, -84, 188, 92],
  [-144, -84, 68, 92],
  [-44, -84, 168, 92],
  [156, -84, 208, 92],
  [396, -84, 200, 92],
  [-364, 76, 188, 68],
  [-144, 76, 268, 68],
  [156, 76, 208, 68],
  [396, 76, 200, 68],
  [-364, 176, 188, 184],
  [-144, 176, 124, 184],
  [-4, 176, 128, 184],
  [156, 176, 208, 184],
  [396, 176, 200, 184],
] as const;

/**
 * All blocks as one path, each drawn 10 px smaller and given its size and
 * round corners back by a 20 px round-joined outline: the page carries this
 * drawing in its HTML, and 22 <rect>s took 2 KB more of it.
 */
const blockPath = blocks
  .map(([x, y, width, height]) => `M${x + 10} ${y + 10}h${width - 20}v${height - 20}h${20 - width}z`)
  .join("");

const streets = [
  "M-700 -280 H700",
  "M-700 -100 H700",
  "M-700 160 H700",
  "M-380 -400 V400",
  "M-160 -400 V400",
  "M140 -400 V400",
  "M380 -400 V400",
  "M-60 -100 V40",
];
const mainRoad = "M-700 70 C-400 20 -200 60 0 46 S400 10 700 40";
const river = "M-560 -400 C-470 -220 -580 -60 -500 60 S-470 260 -560 400";

/**
 * A sketch of a neighbourhood with a pin in the middle: a calm stand-in for
 * the map, not its geography (Google's tiles cannot be fetched at build
 * time, and a picture of them would be theirs). Drawn in CSS pixels around
 * the frame's centre, without a viewBox, so a wider frame shows more of the
 * sketch instead of a bigger one, and the pin keeps its size on every phone.
 */
export function LocationMapDrawing({ colour }: { colour: Record<MapColour, string> }) {
  const line = { fill: "none", strokeLinecap: "round", strokeLinejoin: "round" } as const;
  return (
    <svg width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="100%" height="100%" fill={colour["brand-50"]} />
      <svg x="50%" y="50%" overflow="visible">
        <path
          d={blockPath}
          fill={colour["brand-100"]}
          stroke={colour["brand-100"]}
          strokeWidth="20"
          strokeLinejoin="round"
        />
        {/* A park with trees, and the river: what a parent recognises on any map. */}
        <rect x="396" y="-264" width="200" height="148" rx="22" fill={colour["brand-200"]} />
        <g fill={colour["brand-300"]}>
          <circle cx="436" cy="-226" r="14" />
          <circle cx="486" cy="-194" r="18" />
          <circle cx="540" cy="-232" r="12" />
          <circle cx="448" cy="-150" r="13" />
          <circle cx="556" cy="-154" r="15" />
        </g>
        <path d={river} {...line} stroke={colour["sky-300"]} strokeWidth="46" />
        <path d={river} {...line} stroke={colour["sky-100"]} strokeWidth="40" />
        <g {...line} stroke="white" strokeWidth="12">
          {streets.map((street) => (
            <path key={street} d={street} />
          ))}
        </g>
        {/* The main road, wider and warmer, as maps draw one. */}
        <path d={mainRoad} {...line} stroke={colour["sun-300"]} strokeWidth="24" />
        <path d={mainRoad} {...line} stroke={colour["sun-100"]} strokeWidth="19" />
        <ellipse cx="0" cy="2" rx="13" ry="5" fill={colour.ink} opacity="0.18" />
        <path
          d="M0 0 C-6 -14 -22 -27 -22 -44 A22 22 0 1 1 22 -44 C22 -27 6 -14 0 0 Z"
          fill={colour["coral-400"]}
          stroke={colour["coral-800"]}
          strokeWidth="2"
        />
        <circle cx="0" cy="-44" r="8" fill="white" />
      </svg>
    </svg>
  );
}
