import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { drawLinkPreview, linkPreviews } from "~/lib/link-previews";

/** /og/site.jpg and /og/blog-{id}.jpg: the pictures WhatsApp and others show beside a shared link. */
export const getStaticPaths = (() =>
  linkPreviews().map((spec) => ({
    params: { preview: spec.file.replace(/\.jpg$/, "") },
    props: { spec },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(new Uint8Array(await drawLinkPreview(props.spec)), { headers: { "Content-Type": "image/jpeg" } });
