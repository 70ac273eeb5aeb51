import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/blog-article";
import { ArticleView } from "~/components/article-view";
import { StatusMessage } from "~/components/status-message";
import statusPages from "virtual:content/statusPages";
import { type ArticlePageData, articlePath } from "~/lib/blog-pages";
import { articlePage } from "~/lib/blog.server";
import { pageMeta } from "~/lib/seo";
import { articleJsonLd } from "~/lib/structured-data";

const { articleNotFound } = statusPages;

/**
 * Prerendered for every published article: the page and its data file
 * (/blog/{id}.data) hold this article alone. Null at the path the build
 * prerenders the not-found page from; in the browser, an id with no data
 * file answers 404, and the error boundary below shows the same view.
 */
export function loader({ params }: Route.LoaderArgs): ArticlePageData | null {
  return articlePage(params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return pageMeta({ title: articleNotFound.title, description: articleNotFound.text, path: "/blog", noindex: true });
  }
  const { article } = loaderData;
  return pageMeta({
    title: article.title,
    description: article.description,
    path: articlePath(article.id),
    type: "article",
    image: `/og/blog-${article.id}.jpg`,
    jsonLd: articleJsonLd(article),
  });
};

function ArticleNotFound() {
  return (
    <StatusMessage
      title={articleNotFound.title}
      text={articleNotFound.text}
      link={{ label: articleNotFound.link, to: "/blog" }}
    />
  );
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <ArticleNotFound />;
  return <ArticleView article={loaderData.article} readNext={loaderData.readNext} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  // Anything else (offline, a server error) is the site-wide message.
  throw error;
}
