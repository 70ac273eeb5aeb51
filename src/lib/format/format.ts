const dateFormat = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-09-19" → "19 September 2025", the same on every machine and time zone. */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The opening hours as every page writes them: "Senin–Jumat, 07.00–17.00 WIB".
 * Staff may type the days as "Senin - Jumat" or "Senin–Jumat"; a range always
 * shows with an en dash and no spaces, so the site speaks with one voice.
 */
export function formatOpeningHours({ days, opens, closes }: { days: string; opens: string; closes: string }): string {
  return `${days.trim().replace(/\s*[-–—]\s*/, "–")}, ${opens}–${closes} WIB`;
}
