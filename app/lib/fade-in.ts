import type { CSSProperties } from "react";

/**
 * Props for an item of a staggered entrance: item `index` starts
 * `index × stepSeconds` after the first. The animation lives in app.css.
 */
export function fadeIn(index: number, stepSeconds: number): { className: string; style: CSSProperties } {
  const delay = Math.round(index * stepSeconds * 1000) / 1000;
  return { className: "fade-in", style: { "--fade-delay": `${delay}s` } as CSSProperties };
}
