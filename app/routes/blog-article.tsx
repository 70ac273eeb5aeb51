import type { Route } from "./+types/blog-article";
import { ArticleView } from "~/components/article-view";
import { StatusMessage } from "~/components/status-message";
import statusPages from "virtual:content/statusPages";
import { findArticle } from "~/lib/articles";
import { pageMeta } from "~/lib/seo";
import { articleJsonLd } from "~/lib/structured-data";

const { articleNotFound } = statusPages;

// No loader on purpose: with a loader, client navigation to an unknown id
// would fetch a .data file that does not exist. Articles come with the route's
// JavaScript, so a bad id renders the not-found view without any request.
export const meta: Route.MetaFunction = ({ params }) => {
  const article = findArticle(params.id);
  if (!article) {
    return pageMeta({ title: articleNotFound.title, description: articleNotFound.text, path: "/blog", noindex: true });
  }
  return pageMeta({
    title: article.title,
    description: article.description,
    path: `/blog/${article.id}`,
    type: "article",
    image: `/og/blog-${article.id}.jpg`,
    jsonLd: articleJsonLd(article),
  });
};

export default function BlogArticlePage({ params }: Route.ComponentProps) {
  const article = findArticle(params.id);
  if (!article) {
    return (
      <StatusMessage title={articleNotFound.title} text={articleNotFound.text} link={{ label: articleNotFound.link, to: "/blog" }} />
    );
  }
  return <ArticleView article={article} />;
}
