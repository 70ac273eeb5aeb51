import { PageHeader } from "~/components/ui/page-header";
import type { CategoryLink, ListPage } from "~/lib/addresses/addresses";
import type { ArticleCardData, ListHeading } from "~/lib/blog/blog-pages";
import { ArticleGrid } from "./article-grid";
import { BlogPagination } from "./blog-pagination";
import { CategoryNav } from "./category-nav";

interface BlogListProps {
  heading: Pick<ListHeading, "title" | "intro">;
  list: ListPage<ArticleCardData>;
  /** Every category of the blog, for the links above the cards. */
  categories: readonly CategoryLink[];
}

/** A page of articles, of the whole blog or of one category: twelve cards, the categories and the other pages. */
export function BlogList({ heading, list, categories }: BlogListProps) {
  const category = list.category?.slug;
  return (
    <>
      <PageHeader title={heading.title} intro={heading.intro} compact />
      <CategoryNav categories={categories} current={category ?? null} />
      <ArticleGrid articles={list.articles} />
      <BlogPagination page={list.page} pageCount={list.pageCount} category={category} />
    </>
  );
}
