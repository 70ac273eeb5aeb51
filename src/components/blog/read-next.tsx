import { articlePath } from "~/lib/addresses/addresses";
import type { ArticleCardData } from "~/lib/blog/blog-pages";
import { ArticleDate } from "./article-date";

/** 'Baca Juga': a short list of other articles under the one just read, its own category first. */
export function ReadNext({ title, articles }: { title: string; articles: readonly ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="baca-juga-judul" className="px-4 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="baca-juga-judul" className="text-2xl font-extrabold text-brand-900">
          {title}
        </h2>
        <ul className="mt-4 divide-y divide-brand-100 border-y border-brand-100">
          {articles.map((article) => (
            <li key={article.id} className="py-4">
              <p className="text-sm font-bold text-brand-700">{article.category}</p>
              <a
                href={articlePath(article.id)}
                className="mt-1 inline-block py-1 text-lg leading-snug font-extrabold text-brand-900 underline-offset-4 hover:underline"
              >
                {article.title}
              </a>
              <p className="text-sm text-ink-soft">
                <ArticleDate date={article.date} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
