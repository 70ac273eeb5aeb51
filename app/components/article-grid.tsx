import { articles } from "~/lib/articles";
import { fadeIn } from "~/lib/fade-in";
import { ArticleCard } from "./article-card";

/** 1, 2 or 3 columns; each card fades in 0.1 s × its article id. */
export function ArticleGrid() {
  return (
    <section aria-label="Daftar artikel" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <ArticleCard key={article.id} article={article} priority={index === 0} {...fadeIn(article.id, 0.1)} />
        ))}
      </div>
    </section>
  );
}
