import type { Picture } from "~/lib/pictures";
import { site } from "~/lib/site/site";

/** Logo and name, linking home. */
export function BrandLink({ logo, tone = "dark" }: { logo: Picture; tone?: "dark" | "light" }) {
  return (
    <a href="/" className="flex min-h-11 items-center gap-2.5 rounded-xl">
      <img src={logo.src} width={40} height={40} alt="" className="size-10 shrink-0" />
      <span className="leading-tight">
        <span className={`block text-lg font-extrabold ${tone === "dark" ? "text-brand-900" : "text-white"}`}>
          {site.name}
        </span>
        {/* Balanced: a narrow phone breaks it in two even lines, never leaving "Cisauk" alone. */}
        <span
          className={`block text-xs font-semibold text-balance ${tone === "dark" ? "text-brand-700" : "text-brand-100"}`}
        >
          {site.tagline}
        </span>
      </span>
    </a>
  );
}
