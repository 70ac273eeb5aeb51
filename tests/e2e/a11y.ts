import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { animationsDone } from "./fixtures.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe finds against WCAG 2.2 AA; `rules` to run only those (still every one of them AA).
 */
export async function violations(page: Page, rules?: readonly string[]) {
  // Colours are measured as people see them: after the entrance animations.
  await animationsDone(page);
  // Legacy mode runs axe in the page itself. Without it, every run also opens a blank page to gather
  // the frames' results in, which doubles what a run costs (0.8 s against 0.4 s before any rule,
  // measured on this machine) and is only needed to test frames of other origins: our pages have none
  // (the map's frame is made only at a tap, and its page is the map provider's, not ours).
  const builder = new AxeBuilder({ page }).setLegacyMode().withTags(tags);
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * WCAG 2.5.3 for every link and button, not only those axe looks at (it
 * checks aria-label): the words a person sees must start the name a screen
 * reader says, so "say what you see" voice control finds it. Hidden helper
 * text (sr-only) may follow the visible words, never precede them.
 */
export function labelsNotStartingTheirName(page: Page) {
  return page.evaluate(() => {
    const words = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
    const range = document.createRange();
    const shown = (node: Text) => {
      // Text for screen readers only (sr-only) sits in a 1 px box that hides what overflows it;
      // its own line box is as wide as the words, so the box around it decides.
      for (let element = node.parentElement; element; element = element.parentElement) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(element).overflow !== "visible") return false;
      }
      range.selectNodeContents(node);
      return [...range.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1);
    };
    const texts = (element: Element, visibleOnly: boolean) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = "";
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('[aria-hidden="true"]')) continue;
        if (!visibleOnly || shown(node)) text += node.data;
      }
      return words(text);
    };
    return [...document.querySelectorAll("a[href], button, summary")].flatMap((element) => {
      const visible = texts(element, true);
      const name = words(element.getAttribute("aria-label") ?? texts(element, false));
      return visible && !name.startsWith(visible) ? [`"${visible}" is named "${name}"`] : [];
    });
  });
}
