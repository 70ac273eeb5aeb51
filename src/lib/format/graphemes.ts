/**
 * What a reader counts as one character: a letter with its accents, an emoji
 * with its skin tone or family members. Cutting text anywhere else leaves
 * half a character (U+FFFD in a page, a lone surrogate in JSON).
 */
const segmenter = new Intl.Segmenter("id", { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first `count` characters of `text`, never half of one. */
export function firstGraphemes(text: string, count: number): string {
  return graphemes(text).slice(0, count).join("");
}
