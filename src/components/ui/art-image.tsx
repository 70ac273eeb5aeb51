import type { ComponentProps } from "react";
import type { Picture } from "~/lib/pictures";

type ArtImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  /** The picture, as src/lib/pictures.ts made it. */
  image: Picture;
  alt: string;
  /** The page's largest picture above the fold: fetched first instead of lazily. */
  priority?: boolean;
};

/**
 * A picture with its intrinsic size, so its space is reserved before it
 * loads, in AVIF or WebP at the width the screen needs (`sizes` says how wide
 * it is shown).
 */
export function ArtImage({ image, alt, priority = false, sizes, ...props }: ArtImageProps) {
  const { src, width, height, avif, webp } = image;
  const img = (
    <img
      src={src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
  if (!avif) return img;
  return (
    // `contents`: the <img> keeps laying out as if it had no wrapper.
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
