/**
 * What a registration button on /program offers: the program's or trial's
 * title and the text of its dialog. The buttons are links to the
 * registration chat in the HTML; the dialog island finds them by `id`.
 */
export interface Registration {
  id: string;
  kind: "program" | "trial";
  title: string;
  text: string;
}

/** The attribute that ties a registration link to its registration. */
export const REGISTRATION_ATTRIBUTE = "data-registration";

export const registrationId = (kind: Registration["kind"], index: number) => `${kind}-${index + 1}`;
