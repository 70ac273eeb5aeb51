// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { indonesianMessage, translateValidationMessages } from "./messages";

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

  it("translates a message however the editor draws it, and only inside an alert", async () => {
    document.body.innerHTML =
      '<div role="alert"><span>This field is required.</span></div><p>Please enter a number.</p>';
    const observer = translateValidationMessages(document.body);
    expect(document.querySelector("[role=alert]")!.textContent).toBe("Wajib diisi.");
    expect(document.querySelector("p")!.textContent).toBe("Please enter a number.");

    const later = document.createElement("div");
    later.setAttribute("role", "alert");
    later.textContent = "You cannot enter more than 160 characters.";
    document.body.append(later);
    const span = document.querySelector("[role=alert] span")!;
    span.firstChild!.nodeValue = "Please enter a number.";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.textContent).toBe("Terlalu panjang: paling banyak 160 huruf.");
    expect(span.textContent).toBe("Isi dengan angka.");
    observer.disconnect();
  });
});
