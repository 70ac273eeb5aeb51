/**
 * A date as the staff read it, day first ("20/10/2025"), whatever the phone's
 * language (decision 023). The editor's date field is the browser's own
 * date input, which a phone set to English shows as MM/DD/YYYY and which no
 * page can make show otherwise. That field is kept (its calendar, "Hari ini",
 * what it stores: YYYY-MM-DD); its own text is hidden (admin/index.html) and
 * the date is written over it, day first. Taps go through to the input.
 */
import CMS, { type CustomFieldControlProps } from "@sveltia/cms";
import { DATE_FIELD } from "./editor-names.ts";
import { sveltiaReact } from "./sveltia-react.ts";

const dateControl = CMS.getFieldType("datetime")?.control;
if (!dateControl) throw new Error("Sveltia CMS no longer lends its date field to custom field types");
const DateControl = dateControl;

/** "2025-10-20" → "20/10/2025"; anything else as the staff would type it: nothing. */
export function dayFirst(value: unknown): string {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

function DayFirstDateControl(props: CustomFieldControlProps) {
  const { createElement } = sveltiaReact();
  const shown = dayFirst(props.value);
  return createElement(
    "div",
    { className: "tanggal-hari-dulu" },
    createElement(DateControl, props),
    createElement(
      "span",
      { className: shown ? "tanggal-tampil" : "tanggal-tampil kosong", "aria-hidden": true },
      shown || "hh/bb/tttt",
    ),
  );
}

CMS.registerFieldType(DATE_FIELD, DayFirstDateControl);
