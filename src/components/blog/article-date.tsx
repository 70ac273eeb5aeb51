import { formatDate } from "~/lib/format/format";

/** An article's date as parents read it ("19 September 2025"), machine-readable too. */
export function ArticleDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}
