import { images } from "virtual:images";
import type { Image } from "~/content/schemas";

/** A picture of app/images by its file name, with URL and intrinsic size. */
export function image(name: string): Image {
  const found = (images as Record<string, Image | undefined>)[name];
  // Content is validated at build time, so this only catches a typo in code.
  if (!found) throw new Error(`Unknown image: ${name}`);
  return found;
}
