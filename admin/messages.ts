/**
 * Sveltia CMS has no Indonesian interface. Our own labels, hints and
 * pattern messages are Indonesian (src/lib/content/schemas.ts); these are
 * the editor's own validation messages that a staff member meets under a
 * field, said again in Indonesian. Anything not listed stays as the editor
 * wrote it (the staff guide explains the rest of its English buttons).
 */
const MESSAGES: [RegExp, (count: string) => string][] = [
  [/^This field is required\.$/, () => "Wajib diisi."],
  [/^You must add at least ([\d.,]+) items?\.$/, (n) => `Tambahkan paling sedikit ${n} isian.`],
  [/^You cannot add more than ([\d.,]+) items?\.$/, (n) => `Paling banyak ${n} isian; hapus yang tidak perlu.`],
  [/^You must select at least ([\d.,]+) options?\.$/, (n) => `Pilih paling sedikit ${n}.`],
  [/^You cannot select more than ([\d.,]+) options?\.$/, (n) => `Pilih paling banyak ${n}.`],
  [/^You must enter at least ([\d.,]+) characters?\.$/, (n) => `Tulis paling sedikit ${n} huruf.`],
  [/^You cannot enter more than ([\d.,]+) characters?\.$/, (n) => `Terlalu panjang: paling banyak ${n} huruf.`],
  [/^The value must be greater than or equal to ([\d.,-]+)\.$/, (n) => `Angkanya paling kecil ${n}.`],
  [/^The value must be less than or equal to ([\d.,-]+)\.$/, (n) => `Angkanya paling besar ${n}.`],
  [/^Please enter a number\.$/, () => "Isi dengan angka."],
  [/^Please enter a valid email\.$/, () => "Alamat email belum benar, contoh: halo@daycare.id."],
  [/^Please enter a valid URL\.$/, () => "Alamat web belum benar: harus lengkap, diawali https://."],
  [/^Invalid value\.$/, () => "Isian ini belum benar."],
];

/** The Indonesian for one of the editor's validation messages, or null when it is not one. */
export function indonesianMessage(text: string): string | null {
  const trimmed = text.trim();
  for (const [pattern, say] of MESSAGES) {
    const match = pattern.exec(trimmed);
    if (match) return say(match[1] ?? "");
  }
  return null;
}

/** Keeps every validation message under a field in Indonesian, however often the editor redraws it. */
export function translateValidationMessages(root: Node): MutationObserver {
  const translate = (node: Node) => {
    if (node.nodeType !== Node.TEXT_NODE || !node.parentElement?.closest('[role="alert"]')) return;
    const said = indonesianMessage(node.nodeValue ?? "");
    if (said !== null && said !== node.nodeValue) node.nodeValue = said;
  };
  const walk = (node: Node) => {
    translate(node);
    for (const child of node.childNodes) walk(child);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") translate(record.target);
      else for (const added of record.addedNodes) walk(added);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  walk(root);
  return observer;
}
