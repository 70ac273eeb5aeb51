import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { publishedArticles } from "~/lib/blog/blog";
import { single } from "~/lib/entries";
import { drawLinkPreview, linkPreviews } from "~/lib/blog/link-previews";

/** /og/site.jpg and /og/blog-{id}.jpg: the pictures WhatsApp and others show beside a shared link. */
export const getStaticPaths = (async () => {
  const [site, home, articles] = await Promise.all([single("site"), single("home"), publishedArticles()]);
  return linkPreviews({ site, home }, articles).map(({ file, picture, content }) => ({
    params: { preview: file.replace(/\.jpg$/, "") },
    props: { spec: { picture, content } },
  }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(new Uint8Array(await drawLinkPreview(props.spec)), { headers: { "Content-Type": "image/jpeg" } });
