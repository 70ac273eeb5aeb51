import type { Gradient } from "~/lib/content/schemas";

/** Typed lookup tables: complete class strings so Tailwind sees every one. */
export const buttonVariants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  whatsapp: "bg-whatsapp text-white shadow-sm hover:bg-whatsapp-dark",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 hover:ring-brand-300",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  outlineLight: "text-white ring-2 ring-white/70 hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export const buttonSizes = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
} as const;

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof buttonSizes = "md"): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors ${buttonSizes[size]} ${buttonVariants[variant]}`;
}

/** Soft card backgrounds. */
export const gradientSurface: Record<Gradient, string> = {
  teal: "bg-linear-to-br from-brand-100 to-brand-50",
  sun: "bg-linear-to-br from-sun-100 to-sun-50",
  coral: "bg-linear-to-br from-coral-100 to-coral-50",
  sky: "bg-linear-to-br from-sky-100 to-sky-50",
};

/** Icon chips, with text colours that keep AA contrast on them. */
export const gradientChip: Record<Gradient, string> = {
  teal: "bg-linear-to-br from-brand-200 to-brand-100 text-brand-800",
  sun: "bg-linear-to-br from-sun-300 to-sun-100 text-sun-800",
  coral: "bg-linear-to-br from-coral-300 to-coral-100 text-coral-800",
  sky: "bg-linear-to-br from-sky-300 to-sky-100 text-sky-800",
};
