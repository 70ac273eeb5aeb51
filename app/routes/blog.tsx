import type { Route } from "./+types/blog";
import { ArticleGrid } from "~/components/article-grid";
import { BlogPagination } from "~/components/blog-pagination";
import { CategoryNav } from "~/components/category-nav";
import { PageNotFound } from "~/components/page-not-found";
import { PageHeader } from "~/components/ui/page-header";
import pages from "virtual:content/pages";
import statusPages from "virtual:content/statusPages";
import { type ListPageData, listPath } from "~/lib/blog-pages";
import { listPage } from "~/lib/blog.server";
import { pageMeta } from "~/lib/seo";
import { absoluteUrl, site } from "~/lib/site";

const { blog } = pages;

/**
 * /blog, /blog/halaman/{n}, /blog/kategori/{slug} and its pages: twelve cards
 * each. Prerendered with their loader data, so a page carries only its own cards.
 */
export function loader({ params }: Route.LoaderArgs): ListPageData | null {
  return listPage(params.page, params.category);
}

function heading(data: ListPageData) {
  const pageNote = data.page > 1 ? ` (halaman ${data.page} dari ${data.pageCount})` : "";
  if (!data.category)
    return { title: blog.title, intro: blog.intro, metaTitle: "Blog", description: blog.description, pageNote };
  const { name } = data.category;
  return {
    title: `Kategori: ${name}`,
    intro: `Semua tulisan tim ${site.name} tentang ${name}, dari yang terbaru.`,
    metaTitle: `Kategori ${name}`,
    description: `Artikel ${site.name} tentang ${name}: cerita dan wawasan dari tim kami untuk Ayah dan Bunda.`,
    pageNote,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    const { title, text } = statusPages.notFound;
    return pageMeta({ title, description: text, path: "/blog", noindex: true });
  }
  const { page, pageCount, category } = loaderData;
  const { metaTitle, description } = heading(loaderData);
  const slug = category?.slug;
  return [
    ...pageMeta({
      title: page > 1 ? `${metaTitle} - Halaman ${page}` : metaTitle,
      description: page > 1 ? `${description} Halaman ${page} dari ${pageCount}.` : description,
      path: listPath(page, slug),
    }),
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: absoluteUrl(listPath(page - 1, slug)) }] : []),
    ...(page < pageCount ? [{ tagName: "link", rel: "next", href: absoluteUrl(listPath(page + 1, slug)) }] : []),
  ];
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  const { title, intro, pageNote } = heading(loaderData);
  return (
    <>
      <PageHeader title={title} intro={`${intro}${pageNote}`} />
      <CategoryNav categories={loaderData.categories} current={loaderData.category?.slug ?? null} />
      <ArticleGrid articles={loaderData.articles} />
      <BlogPagination page={loaderData.page} pageCount={loaderData.pageCount} category={loaderData.category?.slug} />
    </>
  );
}
