const days = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"] as const;
const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * "Senin - Jumat" → Monday … Friday (schema.org names), for search engines.
 * Also accepts a list ("Senin, Rabu, Jumat"). Null when a day is not recognised.
 */
export function openingDays(text: string): string[] | null {
  const index = (name: string) => days.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
  const range = text.split(/\s*[-–]\s*/);
  if (range.length === 2) {
    const [from, to] = range.map(index) as [number, number];
    if (from < 0 || to < from) return null;
    return schemaDays.slice(from, to + 1);
  }
  const list = text.split(/\s*(?:,|dan)\s*/).map(index);
  return list.every((day) => day >= 0) ? list.map((day) => schemaDays[day]!) : null;
}
