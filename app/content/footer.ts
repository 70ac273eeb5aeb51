/** The brand blurb in the footer of every page. */
export const footer = {
  blurb:
    "Daycare Muslim untuk anak usia 6 bulan – 6 tahun di Cisauk. Tempat si kecil diasuh dengan kasih sayang, bermain sambil belajar, dan mengenal nilai-nilai Islam sejak dini.",
  closing: "Dibuat dengan sepenuh hati untuk keluarga di Cisauk.",
};
