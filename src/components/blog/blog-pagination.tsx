import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { listPath } from "~/lib/addresses/addresses";
import { cn } from "~/lib/cn";
import { pageWindow } from "~/lib/blog/blog-pages";

const item = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-bold";

/** 'Sebelumnya', the page numbers and 'Berikutnya' under a list of articles; nothing when there is one page. */
export function BlogPagination({ page, pageCount, category }: { page: number; pageCount: number; category?: string }) {
  if (pageCount <= 1) return null;
  const link = (to: number) => listPath(to, category);
  return (
    <nav aria-label="Halaman daftar artikel" className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a
              href={link(page - 1)}
              rel="prev"
              className={cn(item, "text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50")}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              Sebelumnya
            </a>
          </li>
        )}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                href={link(entry)}
                aria-current={entry === page ? "page" : undefined}
                className={cn(item, entry === page ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50")}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a
              href={link(page + 1)}
              rel="next"
              className={cn(item, "text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50")}
            >
              Berikutnya
              <ChevronRight aria-hidden="true" className="size-5" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
