import { describe, expect, it } from "vitest";
import { chatLinks, whatsappUrl } from "./chat-link.ts";

/** The chat links' fixed texts, as src/content/data/chat.yaml holds them once {nama} is filled in. */
const messages = {
  question: "Halo, saya ingin bertanya tentang Daycare Cisauk",
  visit: "Halo Daycare Cisauk, saya ingin menjadwalkan kunjungan ke daycare.",
  register: "Halo Daycare Cisauk, saya ingin mendaftar program anak :)",
  enrol: "Halo Daycare Cisauk, saya ingin mendaftar atau mencoba program trial.",
};

describe("chatLinks", () => {
  const links = chatLinks(messages, "6281234567890");

  it("sends the question chat to the centre's wa.me digits", () => {
    expect(links.question).toBe(
      "https://wa.me/6281234567890?text=Halo%2C%20saya%20ingin%20bertanya%20tentang%20Daycare%20Cisauk",
    );
  });

  it("encodes spaces, the colon of ':)' and full stops as encodeURIComponent does", () => {
    expect(links.register).toBe(
      "https://wa.me/6281234567890?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20mendaftar%20program%20anak%20%3A)",
    );
    expect(links.visit).toBe(
      "https://wa.me/6281234567890?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20menjadwalkan%20kunjungan%20ke%20daycare.",
    );
  });

  it("gives every purpose its own message, and keeps '&' and non-ASCII text inside the text parameter", () => {
    expect(Object.keys(links)).toEqual(["question", "visit", "register", "enrol"]);
    const url = new URL(chatLinks({ ...messages, enrol: "Halo Rumah Ceria & Ananda — Café" }, "6281234567890").enrol);
    expect(url.searchParams.get("text")).toBe("Halo Rumah Ceria & Ananda — Café");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
  });
});

describe("whatsappUrl", () => {
  it("leaves the phone out to let the visitor pick who to share with", () => {
    expect(whatsappUrl("Baca ini https://daycarecisauk.id/blog/1")).toBe(
      "https://wa.me/?text=Baca%20ini%20https%3A%2F%2Fdaycarecisauk.id%2Fblog%2F1",
    );
  });
});
