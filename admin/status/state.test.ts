import { describe, expect, it } from "vitest";
import { inWords, reasonOf, runState, type WorkflowRun } from "./state.ts";

const run = (fields: Partial<WorkflowRun>): WorkflowRun => ({
  id: 1,
  display_title: "Ubah Identitas & Kontak “site” lewat editor",
  status: "completed",
  conclusion: "success",
  created_at: "2026-11-25T07:00:00Z",
  updated_at: "2026-11-25T07:04:30Z",
  run_started_at: "2026-11-25T07:00:05Z",
  html_url: "https://github.com/daycare/situs/actions/runs/1",
  ...fields,
});

describe("what a run means for the member of staff who saved", () => {
  it("tells the time in the centre's time zone", () => {
    expect(inWords("2026-11-25T07:04:30Z")).toBe("Rabu, 25 November 2026 pukul 14.04 WIB");
  });

  it("waiting, checking, online since when, not published, or passed over", () => {
    expect(runState(run({ status: "queued", conclusion: null }))).toEqual({
      tone: "menunggu",
      label: "Menunggu giliran",
      when: "disimpan Rabu, 25 November 2026 pukul 14.00 WIB",
    });
    expect(runState(run({ status: "pending", conclusion: null })).tone).toBe("menunggu");
    expect(runState(run({ status: "in_progress", conclusion: null }))).toMatchObject({
      tone: "diperiksa",
      label: "Sedang diperiksa",
    });
    const tested = { name: "Periksa konten dan uji situs", conclusion: "success", check_run_url: "" };
    const online = [tested, { name: "Terbitkan ke server nginx", conclusion: "success", check_run_url: "" }];
    expect(runState(run({}), [tested, { ...online[1]!, conclusion: "skipped" }])).toMatchObject({
      tone: "gagal",
      label: "Belum terbit: tidak ada yang diterbitkan",
    });
    expect(runState(run({})).tone, "jobs not known yet").toBe("gagal");
    expect(runState(run({}), online)).toEqual({
      tone: "online",
      label: "Sudah online",
      when: "sejak Rabu, 25 November 2026 pukul 14.04 WIB",
    });
    for (const conclusion of ["failure", "timed_out", "startup_failure"])
      expect(runState(run({ conclusion })).label, conclusion).toBe(
        "Belum terbit: situs yang online tetap seperti sebelumnya",
      );
    expect(runState(run({ conclusion: "cancelled" })).tone).toBe("dilewati");
  });

  it("gives the content check's reason in the editor's words, the file and line only as a detail", () => {
    expect(
      reasonOf({
        path: "src/content/data/site.yaml",
        start_line: 6,
        message: "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
        annotation_level: "failure",
      }),
    ).toEqual({
      text: "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
      detail: "berkas src/content/data/site.yaml, baris 6",
    });
    expect(
      reasonOf({
        path: "src/content/data/faq.yaml",
        start_line: 0,
        message: "Tanya jawab (FAQ): …",
        annotation_level: "failure",
      }),
    ).toEqual({ text: "Tanya jawab (FAQ): …", detail: "berkas src/content/data/faq.yaml" });
    expect(
      reasonOf({ path: ".github", start_line: 0, message: "Uji situs gagal", annotation_level: "failure" }),
    ).toEqual({
      text: "Uji situs gagal",
    });
  });
});
