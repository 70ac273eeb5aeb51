/** The first section of an inner page: its h1 and a short introduction. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="relative overflow-hidden px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 size-96 -translate-x-1/2 rounded-full bg-sun-100 blur-3xl"
      />
      <div className="relative mx-auto max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-pretty text-ink-soft">{intro}</p>
      </div>
    </header>
  );
}
