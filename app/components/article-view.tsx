import { articleHtml } from "virtual:article-bodies";
import { ArtImage } from "~/components/ui/art-image";
import type { ArticleSummary } from "~/content/schemas";
import { formatDate } from "~/lib/format";
import { absoluteUrl } from "~/lib/site";
import { ArticleBody } from "./article-body";
import { BackToBlog } from "./back-to-blog";
import { ShareRow } from "./share-row";

export function ArticleView({ article }: { article: ArticleSummary }) {
  return (
    <article className="px-4 pt-8 pb-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <BackToBlog />
        <ArtImage
          name={article.image}
          alt=""
          priority
          sizes="(min-width: 800px) 768px, 100vw"
          className="mt-6 aspect-video h-auto w-full rounded-[2rem] object-cover shadow-card"
        />
        <p className="mt-8 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">{article.category}</p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-ink-soft">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>oleh {article.author}</span>
        </p>
        <ArticleBody html={articleHtml[article.id] ?? ""} />
        <ShareRow title={article.title} url={absoluteUrl(`/blog/${article.id}`)} />
      </div>
    </article>
  );
}
