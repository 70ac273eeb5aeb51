import type { Route } from "./+types/blog-article";
import { StatusMessage } from "~/components/status-message";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const { articleNotFound } = pages;

// No articles are published yet, so every id shows the spec's not-found view.
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: articleNotFound.title, description: articleNotFound.text, path: "/blog", noindex: true });

export default function BlogArticlePage() {
  return (
    <StatusMessage
      title={articleNotFound.title}
      text={articleNotFound.text}
      link={{ label: articleNotFound.link, to: "/blog" }}
    />
  );
}
