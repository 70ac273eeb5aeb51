import type { ComponentProps } from "react";
import { image } from "~/lib/images";

type ArtImageProps = Omit<ComponentProps<"img">, "src" | "width" | "height"> & {
  /** File name in app/images, e.g. "hero.svg". */
  name: string;
  alt: string;
  /** The page's main picture: load it first instead of lazily. */
  priority?: boolean;
};

/** A picture with its intrinsic size, so its space is reserved before it loads. */
export function ArtImage({ name, alt, priority = false, ...props }: ArtImageProps) {
  const { src, width, height } = image(name);
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}
