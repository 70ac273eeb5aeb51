/**
 * A registration button on /program and the dialog it opens: the program's
 * or trial's title and the text of its dialog (src/components/programs/registration-button.tsx).
 */
export interface Registration {
  /** The id of its dialog. */
  id: string;
  kind: "program" | "trial";
  title: string;
  text: string;
}

/** The registration of the `index`th program or trial of the page. */
export function registrationOf(
  kind: Registration["kind"],
  index: number,
  item: { title: string; popupText: string },
): Registration {
  return { id: `daftar-${kind}-${index + 1}`, kind, title: item.title, text: item.popupText };
}
