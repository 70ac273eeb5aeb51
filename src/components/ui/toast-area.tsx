/** The id of the one place notifications appear (src/components/islands/toaster.tsx shows them there). */
export const TOAST_AREA_ID = "notifikasi";

/**
 * The layout's third shared block: an empty live region on every page, so
 * that screen readers announce whatever appears in it. It holds at most one
 * notification at a time.
 */
export function ToastArea() {
  return (
    <div
      id={TOAST_AREA_ID}
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4"
    />
  );
}
