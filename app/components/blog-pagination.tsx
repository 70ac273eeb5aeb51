import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { clsx } from "clsx";
import { listPath, pageWindow } from "~/lib/blog-pages";

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
            <Link
              to={link(page - 1)}
              rel="prev"
              className={clsx(item, "text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50")}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              Sebelumnya
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={link(entry)}
                aria-current={entry === page ? "page" : undefined}
                className={clsx(item, entry === page ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50")}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={link(page + 1)}
              rel="next"
              className={clsx(item, "text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50")}
            >
              Berikutnya
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
