/**
 * The example identity the project ships with. While a field of
 * app/content/data/site.yaml still equals one of these, the production build warns.
 * Tagline and hours are the centre's own (from the spec), so they are not here.
 */
export const siteExamples = {
  name: "Daycare Cisauk",
  phone: "+62 812-3456-7890",
  email: "info@daycarecisauk.id",
  address: { street: "Suradita" },
  social: {
    facebook: "https://www.facebook.com/daycarecisauk",
    instagram: "https://www.instagram.com/daycarecisauk",
  },
  siteUrl: "https://daycarecisauk.id",
};
