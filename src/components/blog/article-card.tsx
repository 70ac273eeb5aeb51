import { cn } from "~/lib/cn";
import { ArtImage } from "~/components/ui/art-image";
import type { ArticleCardData } from "~/lib/blog/blog-pages";
import { ArticleDate } from "./article-date";

interface ArticleCardProps extends Pick<React.ComponentProps<"article">, "className" | "style"> {
  article: ArticleCardData;
  priority?: boolean;
}

/**
 * One article in the list: the whole card is its link. The link stays static,
 * so its ::after stretches over the card; the card, a control as a whole, is
 * painted above the floating chat button (app.css).
 */
export function ArticleCard({ article, priority = false, className, style }: ArticleCardProps) {
  return (
    <article
      className={cn("group above-chat flex flex-col overflow-hidden rounded-card bg-white shadow-card", className)}
      style={style}
    >
      <ArtImage
        image={article.image}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
          {article.category}
        </p>
        <h2 className="mt-3 text-xl leading-snug font-extrabold text-brand-900">
          <a
            href={`/blog/${article.id}`}
            className="static after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {article.title}
          </a>
        </h2>
        <p className="mt-auto pt-4 text-sm font-semibold text-ink-soft">
          <ArticleDate date={article.date} />
        </p>
      </div>
    </article>
  );
}
