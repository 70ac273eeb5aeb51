import { cn } from "~/lib/cn";
import { type CategoryLink, categoryPath } from "~/lib/blog-pages";

const chip = "inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold";

/** 'Semua' and one link per category, the page's own marked: how a parent narrows the list down. */
export function CategoryNav({ categories, current }: { categories: readonly CategoryLink[]; current: string | null }) {
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const links = [
    { name: "Semua", slug: null, count: total, to: "/blog" },
    ...categories.map((category) => ({ ...category, to: categoryPath(category.slug) })),
  ];
  return (
    <nav aria-label="Kategori artikel" className="px-4 pb-8 sm:px-6">
      <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2">
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.to}>
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
