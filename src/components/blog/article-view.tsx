import type { ReactNode } from "react";
import { ArtImage } from "~/components/ui/art-image";
import { categoryPath } from "~/lib/addresses/addresses";
import type { ArticleCardData, ArticlePostData } from "~/lib/blog/blog-pages";
import type { PagesContent } from "~/lib/content/schemas";
import { ArticleBody } from "./article-body";
import { ArticleDate } from "./article-date";
import { ContactCta } from "../contact/contact-cta";
import { ReadNext } from "./read-next";

interface ArticleViewProps {
  article: ArticlePostData;
  readNext: readonly ArticleCardData[];
  copy: Pick<PagesContent["blog"], "readNext" | "contact">;
  /** 'Kembali ke Blog' and the share row: islands the page places here as named slots (src/pages/blog/[id].astro). */
  back?: ReactNode;
  share?: ReactNode;
}

/** An article, then where a parent may go next: other articles, or a chat with us. */
export function ArticleView({ article, readNext, copy, back, share }: ArticleViewProps) {
  return (
    <>
      <article className="px-4 pt-8 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          {back}
          <ArtImage
            image={article.image}
            alt=""
            priority
            sizes="(min-width: 800px) 768px, 100vw"
            className="mt-6 aspect-video h-auto w-full rounded-[2rem] object-cover shadow-card"
          />
          <p className="mt-8">
            <a
              href={categoryPath(article.categorySlug)}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-100 px-4 text-sm font-bold text-brand-800 hover:bg-brand-200"
            >
              {article.category}
              {/* After the visible words, never before: voice control finds the link by what it shows. */}
              <span className="sr-only"> (semua artikel kategori ini)</span>
            </a>
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-ink-soft">
            <ArticleDate date={article.date} />
            <span aria-hidden="true"> · </span>
            <span>oleh {article.author}</span>
          </p>
          <ArticleBody html={article.html} />
          {share}
        </div>
      </article>
      <ReadNext title={copy.readNext} articles={readNext} />
      <ContactCta id="tanya" purpose="question" {...copy.contact} />
    </>
  );
}
