import type { ArticleCardData } from "~/lib/blog/blog-pages";
import { fadeIn } from "~/lib/fade-in";
import { ArticleCard } from "./article-card";

/** The longest a card waits to fade in: ids grow with the blog, a parent's patience does not. */
const MAX_FADE_DELAY = 0.5;

/** 1, 2 or 3 columns; each card fades in 0.1 s × its article id, at most half a second. */
export function ArticleGrid({ articles }: { articles: readonly ArticleCardData[] }) {
  return (
    <section aria-label="Daftar artikel" className="px-4 pb-12 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <ArticleCard
            key={article.id}
            article={article}
            priority={index === 0}
            {...fadeIn(article.id, 0.1, MAX_FADE_DELAY)}
          />
        ))}
      </div>
    </section>
  );
}
