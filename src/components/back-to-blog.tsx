import { ArrowLeft } from "~/components/ui/icons";

/**
 * 'Kembali ke Blog' goes one step back in the browser's history, like the
 * spec asks, and to /blog when the article was opened directly (a shared link).
 */
export function BackToBlog() {
  const navigate = useNavigate();
  return (
    <a
      href="/blog"
      onClick={(event) => {
        // React Router numbers the entries of this visit from 0: above 0, a
        // page of this site is behind this one, so going back stays on the site.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index === 0) return;
        event.preventDefault();
        navigate(-1);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Kembali ke Blog
    </a>
  );
}
