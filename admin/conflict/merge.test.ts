import { describe, expect, it } from "vitest";
import { copy, fieldLabel, merge, put } from "./merge.ts";

const base = { name: "Daycare Cisauk", tagline: "Lama", phone: "+62 812-3456-7890", email: "a@contoh.id" };

describe("a save conflict's two sets of changes", () => {
  it("puts back what only this person changed, keeps what only the other changed, and offers both where both did", () => {
    const mine = { ...base, tagline: "Daycare Muslim yang hangat", phone: "0812-1111-2222" };
    const theirs = { ...base, phone: "0812-7777-1234", email: "b@contoh.id" };
    expect(merge(base, mine, theirs)).toEqual({
      restored: [{ path: "tagline", mine: { tagline: "Daycare Muslim yang hangat" }, theirs: { tagline: "Lama" } }],
      conflicts: [{ path: "phone", mine: { phone: "0812-1111-2222" }, theirs: { phone: "0812-7777-1234" } }],
      theirs: ["phone", "email"],
    });
  });

  it("sees no conflict where both wrote the same, nor where this person changed nothing", () => {
    const theirs = { ...base, phone: "0812-7777-1234" };
    expect(merge(base, { ...base, phone: "0812-7777-1234" }, theirs)).toEqual({
      restored: [],
      conflicts: [],
      theirs: ["phone"],
    });
    expect(merge(base, base, theirs).restored).toEqual([]);
  });

  it("puts back a field this person emptied and one they filled in for the first time", () => {
    const { email: _, ...emptied } = base;
    const merged = merge(base, { ...emptied, note: "Baru" }, base);
    expect(merged.restored.map(({ path }) => path).sort()).toEqual(["email", "note"]);
    const form: Record<string, unknown> = { ...base };
    for (const { path, mine } of merged.restored) put(form, path, mine);
    expect(form).toEqual({ ...emptied, note: "Baru" });
  });

  it("compares a list field by field while its items stay where they were", () => {
    const faqs = { "faqs.0.q": "Jam buka?", "faqs.0.a": "07.00", "faqs.1.q": "Biaya?", "faqs.1.a": "Hubungi kami" };
    const merged = merge(faqs, { ...faqs, "faqs.0.a": "06.30" }, { ...faqs, "faqs.1.a": "Rp 1,5 juta" });
    expect(merged.restored).toEqual([
      { path: "faqs.0.a", mine: { "faqs.0.a": "06.30" }, theirs: { "faqs.0.a": "07.00" } },
    ]);
    expect(merged.conflicts).toEqual([]);
  });

  it("takes a list whose items were added, removed or moved as a whole, never mixing items that moved", () => {
    const faqs = { "faqs.0.q": "Jam buka?", "faqs.1.q": "Biaya?" };
    // This person added a question; the other changed the second one.
    const added = { ...faqs, "faqs.2.q": "Makan siang?" };
    const changed = { ...faqs, "faqs.1.q": "Berapa biayanya?" };
    expect(merge(faqs, added, changed).conflicts).toEqual([{ path: "faqs", mine: added, theirs: changed }]);
    // Only this person moved items: the whole list goes back as they left it, the editor's notes dropped.
    const swapped = {
      "faqs.0.q": "Biaya?",
      "faqs.0.__sc_item_original_key_path": "faqs.1",
      "faqs.1.q": "Jam buka?",
      "faqs.1.__sc_item_original_key_path": "faqs.0",
    };
    const merged = merge(faqs, swapped, faqs);
    expect(merged.restored).toEqual([
      { path: "faqs", mine: { "faqs.0.q": "Biaya?", "faqs.1.q": "Jam buka?" }, theirs: faqs },
    ]);
    const form: Record<string, unknown> = { ...faqs, "faqs.0.__sc_item_id": "x" };
    put(form, "faqs", merged.restored[0]!.mine);
    expect(form).toEqual({ "faqs.0.q": "Biaya?", "faqs.1.q": "Jam buka?" });
  });

  it("copies the editor's values into plain ones", () => {
    const date = new Date("2026-12-05T10:20:00Z");
    const values = copy({ a: "x", when: date, list: [], nested: { b: 1 } });
    expect(values).toEqual({ a: "x", when: date, list: [], nested: { b: 1 } });
    expect(values.when).not.toBe(date);
  });
});

describe("a field named as the editor shows it", () => {
  const fields = [
    { name: "phone", label: "Nomor WhatsApp dan telepon" },
    { name: "faqs", label: "Pertanyaan", fields: [{ name: "a", label: "Jawaban" }] },
  ];

  it("by its label, a list item by its number", () => {
    expect(fieldLabel(fields, "phone")).toBe("Nomor WhatsApp dan telepon");
    expect(fieldLabel(fields, "faqs.2.a")).toBe("Pertanyaan 3 › Jawaban");
    expect(fieldLabel(fields, "faqs")).toBe("Pertanyaan");
    expect(fieldLabel(fields, "unknown")).toBe("unknown");
  });
});
