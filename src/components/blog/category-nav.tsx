import { type CategoryLink, categoryPath } from "~/lib/addresses/addresses";
import { cn } from "~/lib/cn";

const chip = "inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold whitespace-nowrap";

/**
 * On a phone the chips are one row that scrolls sideways, so the first
 * article stays on the first screen however many categories there are. The
 * chip cut at the edge, fading out, says there is more; the row's padding
 * equals the fade, so at either end every chip shows whole. While the
 * keyboard is in the row it wraps like on wider screens: the browser does not
 * scroll a chip that is partly in view, so a focused chip would stay cut.
 * The vertical padding keeps a focused chip's ring inside the row.
 */
const row = cn(
  "flex justify-center-safe gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:thin] scroll-px-4",
  "[mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)]",
  "has-focus-visible:flex-wrap has-focus-visible:[mask-image:none]",
  "sm:mx-auto sm:max-w-6xl sm:flex-wrap sm:overflow-visible sm:p-0 sm:[mask-image:none]",
);

/** 'Semua' and one link per category, the page's own marked: how a parent narrows the list down. */
export function CategoryNav({ categories, current }: { categories: readonly CategoryLink[]; current: string | null }) {
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const links = [
    { name: "Semua", slug: null, count: total, to: "/blog" },
    ...categories.map((category) => ({ ...category, to: categoryPath(category.slug) })),
  ];
  return (
    <nav aria-label="Kategori artikel" className="pb-6 sm:px-6 sm:pb-8">
      <ul className={row}>
        {links.map((link) => {
          const active = link.slug === current;
          return (
            // The page's own chip is where the row starts scrolled to, however far along it is. Only below
            // `sm`, where the row scrolls: on a wider screen the nearest scroller is the page, which would
            // open scrolled down to the chips.
            <li key={link.to} className={cn("shrink-0", active && "max-sm:[scroll-initial-target:nearest]")}>
              <a
                href={link.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  chip,
                  active
                    ? "bg-brand-700 text-white"
                    : "bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100",
                )}
              >
                {link.name}
                <span className={cn("text-xs font-semibold", active ? "text-white/85" : "text-ink-soft")}>
                  ({link.count})
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
