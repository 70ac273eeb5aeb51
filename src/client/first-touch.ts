import type { ClientDirective } from "astro";

/** What brings an island to life: a finger or pointer on it, a key, or focus arriving by keyboard. */
const TOUCHES = ["pointerdown", "keydown", "focusin"] as const;

/**
 * `client:touch` (astro.config.ts): an island's script is not fetched until a
 * visitor touches it, so a page loads no JavaScript file before that
 * (docs/decisions/014-static-site-with-islands.md). The tap that woke it is
 * not lost: a click that arrives while the script is still on its way is
 * held, and given again to the same control once React has taken it over.
 * A click with a modifier key (open in a new tab) is left to the browser.
 */
const firstTouch: ClientDirective = (load, _options, island) => {
  let waking: Promise<void> | undefined;
  let held: HTMLElement | undefined;

  const wake = () => {
    waking ??= (async () => {
      const hydrate = await load();
      await hydrate();
      island.removeEventListener("click", hold, true);
      for (const type of TOUCHES) island.removeEventListener(type, wake, true);
      held?.click();
      held = undefined;
    })();
    return waking;
  };

  function hold(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button") : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    void wake();
  }

  for (const type of TOUCHES) island.addEventListener(type, wake, { capture: true, passive: true });
  island.addEventListener("click", hold, true);
};

export default firstTouch;
