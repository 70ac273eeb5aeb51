/** A rectangle of the viewport, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Controls a parent taps. A button-sized one counts on its whole box; a card-sized one only where its text is. */
const CONTROL = "a[href], button, summary, input, select, textarea";
const BUTTON_SIZED = 64;
/** Sampling step: finer than the smallest line of text, so no line slips between two samples. */
const STEP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function holdsNeededContent(element: Element, zone: Box, range: Range): boolean {
  if (element.closest('[aria-hidden="true"]')) return false;
  // Text for screen readers only (sr-only) sits in a 1 px box: nothing to see there.
  const { width, height } = element.getBoundingClientRect();
  if (width <= 1 || height <= 1) return false;
  const control = element.closest(CONTROL);
  if (control) {
    const box = control.getBoundingClientRect();
    if (box.height <= BUTTON_SIZED && overlaps(box, zone)) return true;
  }
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, zone)) return true;
  }
  return false;
}

/**
 * Whether text or a button a parent needs lies in `zone`, under the floating
 * element `self`. Only what is painted there counts: the page is sampled with
 * the browser's own hit testing, then each element found is measured exactly.
 */
export function coversContent(zone: Box, self: Element): boolean {
  const seen = new Set<Element>();
  const range = document.createRange();
  for (let y = zone.top; y < zone.bottom; y += STEP) {
    for (let x = zone.left; x < zone.right; x += STEP) {
      const element = document.elementsFromPoint(x, y).find((hit) => !self.contains(hit));
      if (!element || seen.has(element)) continue;
      seen.add(element);
      if (holdsNeededContent(element, zone, range)) return true;
    }
  }
  return false;
}
