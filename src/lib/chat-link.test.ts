import { describe, expect, it } from "vitest";
import { chatLink, chatMessage, whatsappUrl } from "./chat-link.ts";
import { phoneForms } from "./phone.ts";
import { site } from "./site.ts";

const config = { name: "Daycare Cisauk", phone: phoneForms("+62 812-3456-7890") };

describe("chatMessage", () => {
  it.each([
    ["question", "Halo, saya ingin bertanya tentang Daycare Cisauk"],
    ["visit", "Halo Daycare Cisauk, saya ingin menjadwalkan kunjungan ke daycare."],
    ["register", "Halo Daycare Cisauk, saya ingin mendaftar program anak :)"],
    ["enrol", "Halo Daycare Cisauk, saya ingin mendaftar atau mencoba program trial."],
  ] as const)("has the exact %s message", (purpose, message) => {
    expect(chatMessage(purpose, "Daycare Cisauk")).toBe(message);
  });

  it("uses the configured name by default", () => {
    expect(chatMessage("question")).toBe(`Halo, saya ingin bertanya tentang ${site.name}`);
  });
});

describe("chatLink", () => {
  it("sends the question chat to the centre's wa.me digits", () => {
    expect(chatLink("question", config)).toBe(
      "https://wa.me/6281234567890?text=Halo%2C%20saya%20ingin%20bertanya%20tentang%20Daycare%20Cisauk",
    );
  });

  it("encodes spaces, the colon of ':)' and full stops as encodeURIComponent does", () => {
    expect(chatLink("register", config)).toBe(
      "https://wa.me/6281234567890?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20mendaftar%20program%20anak%20%3A)",
    );
    expect(chatLink("visit", config)).toBe(
      "https://wa.me/6281234567890?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20menjadwalkan%20kunjungan%20ke%20daycare.",
    );
  });

  it("keeps '&' and non-ASCII characters of a name inside the text parameter", () => {
    const url = new URL(chatLink("question", { ...config, name: "Rumah Ceria & Ananda — Café" }));
    expect(url.search).toContain("%26");
    expect(url.search).toContain("%E2%80%94");
    expect(url.search).toContain("Caf%C3%A9");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe("Halo, saya ingin bertanya tentang Rumah Ceria & Ananda — Café");
  });

  it("uses the digits form of the phone whatever form the config was written in", () => {
    const typedLocally = { name: "Daycare Cisauk", phone: phoneForms("0812 3456 7890") };
    expect(new URL(chatLink("visit", typedLocally)).pathname).toBe("/6281234567890");
  });

  it("reads the site config by default", () => {
    expect(chatLink("enrol")).toBe(whatsappUrl(chatMessage("enrol"), site.phone.wa));
  });
});

describe("whatsappUrl", () => {
  it("leaves the recipient open when no phone is given", () => {
    expect(whatsappUrl("Baca ini")).toBe("https://wa.me/?text=Baca%20ini");
  });
});
