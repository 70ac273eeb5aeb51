import statusPages from "virtual:content/statusPages";
import { StatusMessage } from "./status-message";

/** 'Halaman tidak ditemukan': the catch-all route and the root error boundary show the same view. */
export function PageNotFound() {
  const { title, text, link } = statusPages.notFound;
  return <StatusMessage title={title} text={text} link={{ label: link, to: "/" }} />;
}
