import type { CSSProperties } from "react";

/**
 * Props for an item of a staggered entrance: item `index` starts
 * `index × stepSeconds` after the first, and never later than `maxSeconds`
 * (blog cards are staggered by article id, which grows with the blog). The
 * animation lives in app.css.
 */
export function fadeIn(
  index: number,
  stepSeconds: number,
  maxSeconds = Infinity,
): { className: string; style: CSSProperties } {
  const delay = Math.min(Math.round(index * stepSeconds * 1000) / 1000, maxSeconds);
  return { className: "fade-in", style: { "--fade-delay": `${delay}s` } as CSSProperties };
}
