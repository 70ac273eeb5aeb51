/** The article's HTML, rendered and sanitised at build time by Astro's Markdown pipeline (astro.config.ts). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div className="article-body mt-10 text-lg leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
