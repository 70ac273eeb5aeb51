import type { ComponentProps } from "react";
import type { Image } from "~/content/schemas";
import { image } from "~/lib/images";

type ArtImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  /**
   * File name in app/images, e.g. "hero.svg"; or the picture itself, as a
   * loader sends it (an article's pictures are not in the browser's table).
   */
  image: string | Image;
  alt: string;
  /** The page's largest picture above the fold: fetched first instead of lazily. */
  priority?: boolean;
};

/**
 * A picture with its intrinsic size, so its space is reserved before it
 * loads, in AVIF or WebP at the width the screen needs (`sizes` says how wide
 * it is shown), and JPEG/PNG for browsers that read neither.
 */
export function ArtImage({ image: picture, alt, priority = false, sizes, ...props }: ArtImageProps) {
  const { src, width, height, avif, webp } = typeof picture === "string" ? image(picture) : picture;
  const img = (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      sizes={avif ? undefined : sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
  if (!avif || !webp) return img;
  return (
    // `contents`: the <img> keeps laying out as if it had no wrapper.
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
