import type { Route } from "./+types/blog";
import { ArticleGrid } from "~/components/article-grid";
import { PageHeader } from "~/components/ui/page-header";
import pages from "virtual:content/pages";
import { pageMeta } from "~/lib/seo";

const { blog } = pages;

export const meta: Route.MetaFunction = () => pageMeta({ title: "Blog", description: blog.description, path: "/blog" });

export default function BlogPage() {
  return (
    <>
      <PageHeader title={blog.title} intro={blog.intro} />
      <ArticleGrid />
    </>
  );
}
