import { useNavigate } from "react-router";

/**
 * The article's HTML, rendered and sanitized at build time (tooling/content/markdown.ts).
 * Links to this site's own pages navigate without reloading.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//") || link?.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <div
      onClick={onClick}
      className="article-body mt-10 text-lg leading-relaxed text-ink"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
