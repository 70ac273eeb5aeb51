import type { StatusPagesContent } from "~/lib/content/schemas";
import { StatusMessage } from "./status-message";

interface NotFoundViewProps {
  /** An article's message ('Oops! Artikel tidak ditemukan') or any page's ('Halaman tidak ditemukan'). */
  view: "article" | "page";
  copy: Pick<StatusPagesContent, "notFound" | "articleNotFound">;
}

/** What a parent sees at an address with no page: the way back to the blog, or home. */
export function PageNotFound({ view, copy }: NotFoundViewProps) {
  const { title, text, link } = view === "article" ? copy.articleNotFound : copy.notFound;
  return <StatusMessage title={title} text={text} link={{ label: link, to: view === "article" ? "/blog" : "/" }} />;
}
