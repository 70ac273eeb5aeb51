/**
 * A photo looked at on the phone before the editor takes it. The editor itself has one message,
 * "Berkas tidak valid", for three different problems staff meet, each with its own remedy: an
 * iPhone's HEIC photo, a document that is no photo at all, and a photo WhatsApp had not finished
 * downloading (cut off half way; the editor would otherwise store it whole, its lower part empty, and
 * the publication refuse it later). Each is named here with what to do on a phone, and the editor
 * never sees the file. A very large photo is let through with a word first: on mobile data its
 * upload takes a while.
 */

export type PhotoProblem =
  { kind: "heic" } | { kind: "not-a-photo"; what: string } | { kind: "cut-off" } | { kind: "large"; megabytes: number };

/** Above this a photo gets a word before upload: a 48-megapixel phone's JPEG stays under it. */
export const LARGE_PHOTO_BYTES = 20 * 1024 * 1024;
/** What is read of a file's start and end to tell what it holds. */
export const HEAD_BYTES = 64;
export const TAIL_BYTES = 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);

/** HEIF's brands; an AVIF (allowed) also names `mif1` among its compatible brands, never as its major one with `avif`. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/**
 * What is wrong with a file given as a photo, from its first HEAD_BYTES, its last TAIL_BYTES and its
 * size; undefined when nothing is.
 */
export function photoProblem(head: Uint8Array, tail: Uint8Array, size: number): PhotoProblem | undefined {
  const found = contentProblem(head, tail, size);
  if (found) return found;
  if (size > LARGE_PHOTO_BYTES) return { kind: "large", megabytes: Math.round(size / (1024 * 1024)) };
  return undefined;
}

function contentProblem(head: Uint8Array, tail: Uint8Array, size: number): PhotoProblem | undefined {
  if (size === 0) return { kind: "cut-off" };
  if (startsWith(head, 0xff, 0xd8, 0xff)) return endsJpeg(tail) ? undefined : { kind: "cut-off" };
  if (startsWith(head, 0x89, 0x50, 0x4e, 0x47)) return hasPngEnd(tail) ? undefined : { kind: "cut-off" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") {
    // RIFF names its own length: a file shorter than that was cut off.
    const length = (head[4]! | (head[5]! << 8) | (head[6]! << 16) | (head[7]! << 24)) >>> 0;
    return size < length + 8 ? { kind: "cut-off" } : undefined;
  }
  if (ascii(head, 4, 8) === "ftyp") {
    const major = ascii(head, 8, 12);
    if (major === "avif" || major === "avis") return undefined;
    const compatible = Array.from({ length: Math.max(0, (boxLength(head) - 16) / 4) }, (_, index) =>
      ascii(head, 16 + index * 4, 20 + index * 4),
    );
    if (compatible.includes("avif")) return undefined;
    if (HEIF_BRANDS.has(major) || compatible.some((brand) => HEIF_BRANDS.has(brand))) return { kind: "heic" };
    return { kind: "not-a-photo", what: "video" };
  }
  if (ascii(head, 0, 3) === "GIF") return undefined;
  if (/<svg[\s>]/i.test(ascii(head, 0, head.length)) || ascii(head, 0, 5) === "<?xml") return undefined;
  if (ascii(head, 0, 4) === "%PDF") return { kind: "not-a-photo", what: "dokumen PDF" };
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04)) return { kind: "not-a-photo", what: "dokumen (Word, Excel, atau ZIP)" };
  return { kind: "not-a-photo", what: "berkas yang bukan foto" };
}

const boxLength = (head: Uint8Array) => ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;

/** A JPEG ends with its end-of-image marker; some phones pad a few zero bytes after it. */
function endsJpeg(tail: Uint8Array): boolean {
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0) end--;
  return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
}

/** A PNG ends with its IEND chunk. */
const hasPngEnd = (tail: Uint8Array) => ascii(tail, 0, tail.length).includes("IEND");

/** What staff read: the problem, then what to do on a phone. */
export function photoMessage(problem: PhotoProblem, name: string): { title: string; text: string } {
  switch (problem.kind) {
    case "heic":
      return {
        title: "Foto HEIC dari iPhone",
        text:
          `“${name}” adalah foto HEIC (format foto iPhone) yang tidak bisa dipakai di situs. ` +
          "Kirim foto itu ke diri sendiri lewat WhatsApp lalu simpan dari sana, atau ubah pengaturan iPhone " +
          "(Pengaturan › Kamera › Format › Paling Kompatibel) dan ambil fotonya lagi. Setelah itu unggah lagi.",
      };
    case "not-a-photo":
      return {
        title: "Ini bukan foto",
        text: `“${name}” berisi ${problem.what}, bukan foto. Pilih foto dari galeri ponsel, lalu unggah lagi.`,
      };
    case "cut-off":
      return {
        title: "Foto terpotong",
        text:
          `“${name}” tidak lengkap: sebagian fotonya hilang, biasanya karena belum selesai diunduh (misalnya dari WhatsApp). ` +
          "Buka fotonya sampai tampil utuh, simpan lagi ke galeri, lalu unggah lagi.",
      };
    case "large":
      return {
        title: "Foto besar",
        text:
          `“${name}” berukuran ${problem.megabytes} MB. Lewat data seluler, mengunggahnya bisa lama; ` +
          "editor tetap mengecilkannya sebelum disimpan. Tunggu sampai fotonya tampil di kotaknya.",
      };
  }
}

async function problemOf(file: File): Promise<PhotoProblem | undefined> {
  const [head, tail] = await Promise.all([
    file.slice(0, HEAD_BYTES).arrayBuffer(),
    file.slice(Math.max(0, file.size - TAIL_BYTES)).arrayBuffer(),
  ]);
  return photoProblem(new Uint8Array(head), new Uint8Array(tail), file.size);
}

/** Shows a message in a dialog of its own; resolves when it is closed. */
function tell({ title, text }: { title: string; text: string }): Promise<void> {
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "pesan-foto-judul");
  dialog.setAttribute("aria-describedby", "pesan-foto-isi");
  dialog.style.cssText =
    "max-width:min(26rem,calc(100vw - 2rem));border:0;border-radius:12px;padding:20px;font:16px/1.5 system-ui,sans-serif;color:#1f2937";
  const heading = Object.assign(document.createElement("h2"), { id: "pesan-foto-judul", textContent: title });
  heading.style.cssText = "margin:0 0 8px;font-size:18px";
  const body = Object.assign(document.createElement("p"), { id: "pesan-foto-isi", textContent: text });
  body.style.margin = "0 0 16px";
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: "Mengerti" });
  close.style.cssText =
    "min-height:44px;min-width:44px;padding:0 20px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600";
  close.addEventListener("click", () => dialog.close());
  dialog.append(heading, body, close);
  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) =>
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve();
    }),
  );
}

/** The change events handed on to the editor once its files were looked at. */
const lookedAt = new WeakSet<Event>();

/**
 * Looks at every file given to a file box before the editor does: captured on the window, before the
 * editor hears of it. Reading a file takes a moment, so the event is held and the editor gets it
 * again once the files are fine.
 */
export function checkPhotosFirst(): void {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (lookedAt.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length)
        return;
      event.stopImmediatePropagation();
      const files = [...input.files];
      void (async () => {
        const problems = await Promise.all(files.map(problemOf));
        const refused = problems.findIndex((problem) => problem && problem.kind !== "large");
        if (refused >= 0) {
          input.value = "";
          await tell(photoMessage(problems[refused]!, files[refused]!.name));
          return;
        }
        const large = problems.findIndex(Boolean);
        if (large >= 0) await tell(photoMessage(problems[large]!, files[large]!.name));
        const again = new Event("change", { bubbles: true });
        lookedAt.add(again);
        input.dispatchEvent(again);
      })();
    },
    true,
  );
}
