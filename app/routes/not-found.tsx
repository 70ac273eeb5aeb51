import type { Route } from "./+types/not-found";
import { PageNotFound } from "~/components/page-not-found";
import statusPages from "virtual:content/statusPages";
import { pageMeta } from "~/lib/seo";

const { notFound } = statusPages;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: notFound.title, description: notFound.description, path: location.pathname, noindex: true });

export default function NotFoundPage() {
  return <PageNotFound />;
}
