/** Class names joined, leaving out the ones a condition turned off. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
