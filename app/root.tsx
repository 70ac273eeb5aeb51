import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { FloatingChat } from "./components/layout/floating-chat";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ToastProvider } from "./components/ui/toaster";
import { PageNotFound } from "./components/page-not-found";
import { StatusMessage } from "./components/status-message";
import statusPages from "virtual:content/statusPages";
import { announceBootState, BootState } from "./lib/boot-state";
import { brandColors } from "./lib/brand-colors";
import { SERVED_ROUTE_ATTRIBUTE } from "./lib/served-route";
import { site } from "./lib/site";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // No font preload: it would share the first round trips with the page and its main picture,
  // and the text paints at once in a fallback sized like the font (app.css, decision 012).
  // Written by the build from app/images/logo.svg (tooling/post-build/site-files.ts).
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // A resource route (app/routes/web-manifest.ts).
  { rel: "manifest", href: "/site.webmanifest" },
  // The newest articles for feed readers (app/routes/feed.ts), announced on every page.
  { rel: "alternate", type: "application/rss+xml", title: `Artikel ${site.name}`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Layout wraps every view, the error views too: whatever React shows, it has taken over.
  useEffect(() => {
    announceBootState(BootState.hydrated);
  }, []);
  const route = useMatches().at(-1)?.id;
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColors.theme} />
        <Meta />
        <Links />
      </head>
      <body {...{ [SERVED_ROUTE_ATTRIBUTE]: route }}>
        <a
          href="#konten"
          className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Langsung ke konten utama
        </a>
        <ToastProvider>
          <SiteHeader />
          <main id="konten" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <FloatingChat />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  if (import.meta.env.DEV) console.error(error);
  return <StatusMessage {...statusPages.error} link={{ label: statusPages.notFound.link, to: "/" }} />;
}
