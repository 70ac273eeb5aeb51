import { Link2, MessageCircle } from "~/components/ui/icons";
import { ExternalLink } from "~/components/ui/external-link";
import { whatsappUrl } from "~/lib/format/chat-link";
import { toast, Toaster } from "./toaster";

const pill = "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold";

/**
 * Share the article on WhatsApp (a plain link), or copy its address. Copying
 * needs JavaScript, fetched at the first touch of the row (`client:touch`):
 * the button is in the HTML from the start, so that first tap copies, and a
 * browser without script never shows it.
 */
export function ShareRow({ title, url }: { title: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast("Tautan disalin");
    } catch {
      // Refused, or no clipboard at all (an address without https).
      toast("Tautan tidak bisa disalin. Salin dari kolom alamat browser.");
    }
  };
  return (
    <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-6">
      <p className="font-bold text-brand-900">Bagikan artikel ini:</p>
      <ExternalLink
        href={whatsappUrl(`${title} ${url}`)}
        className={`${pill} bg-whatsapp text-white hover:bg-whatsapp-dark`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </ExternalLink>
      <button
        type="button"
        onClick={copy}
        className={`${pill} text-brand-800 ring-1 ring-brand-200 noscript:hidden hover:bg-brand-50`}
      >
        <Link2 aria-hidden="true" className="size-4" />
        Salin tautan
      </button>
      <Toaster />
    </div>
  );
}
