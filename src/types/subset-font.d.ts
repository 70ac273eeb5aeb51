declare module "subset-font" {
  /** harfbuzz's subsetter (https://github.com/papandreou/subset-font): the font cut to `text`'s characters. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
