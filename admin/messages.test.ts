import { describe, expect, it } from "vitest";
import { indonesianMessage } from "./messages.ts";

describe("the editor's validation messages in Indonesian", () => {
  it("says each message the staff meet under a field in Indonesian, counts kept", () => {
    expect(indonesianMessage("This field is required.")).toBe("Wajib diisi.");
    expect(indonesianMessage("You cannot add more than 1 item.")).toBe(
      "Paling banyak 1 isian; hapus yang tidak perlu.",
    );
    expect(indonesianMessage("You must add at least 3 items.")).toBe("Tambahkan paling sedikit 3 isian.");
    expect(indonesianMessage("Please enter a valid URL.")).toBe(
      "Alamat web belum benar: harus lengkap, diawali https://.",
    );
  });

  it("leaves our own Indonesian messages and anything it does not know as they are", () => {
    expect(indonesianMessage("harus berupa nomor Indonesia yang diawali +62 atau 0")).toBeNull();
    expect(indonesianMessage("Save")).toBeNull();
  });
});
