import { writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";

/**
 * The centre's real details as a volunteer gives them to `npm run setup -- --details <file>`
 * (docs/deploy.md): site.yaml's fields that a publication may not carry as examples, and the
 * site's address. The same as the identity the rehearsal's staff save (scenarios.ts, realIdentity).
 */
export const CENTRE_DETAILS = {
  phone: "+62 812-7777-1234",
  email: "halo@daycare-cisauk.contoh.id",
  address: { street: "Jl. Raya Suradita No. 12" },
  social: {
    facebook: "https://www.facebook.com/daycare.cisauk.asli",
    instagram: "https://www.instagram.com/daycare.cisauk.asli",
  },
  location: { latitude: -6.3281, longitude: 106.6412 },
  siteUrl: "https://daycare.contoh.id",
};

/** The details written as the file the docs describe; its path. */
export function detailsFile(folder: string, details: object = CENTRE_DETAILS): string {
  const file = path.join(folder, "data-daycare.yaml");
  writeFileSync(file, stringify(details));
  return file;
}
