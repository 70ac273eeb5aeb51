import type { Route } from "./+types/blog";
import { HoldingSection } from "~/components/holding-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const { blog } = pages;

export const meta: Route.MetaFunction = () => pageMeta({ title: "Blog", description: blog.description, path: "/blog" });

export default function BlogPage() {
  return <HoldingSection title={blog.title} text={blog.text} chat={{ purpose: "question", label: "Tanya Tim Kami" }} />;
}
