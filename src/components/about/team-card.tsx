import { cn } from "~/lib/cn";
import { ArtImage } from "~/components/ui/art-image";
import type { TeamMember } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";

export function TeamCard({
  member,
  className,
  style,
}: { member: WithPicture<TeamMember> } & Pick<React.ComponentProps<"article">, "className" | "style">) {
  return (
    <article className={cn("rounded-card bg-white p-6 text-center shadow-card", className)} style={style}>
      <ArtImage
        image={member.picture}
        alt={`Ilustrasi ${member.name}`}
        sizes="160px"
        className="mx-auto size-32 rounded-full"
      />
      <h3 className="mt-5 text-lg font-extrabold text-brand-900">{member.name}</h3>
      <p className="font-semibold text-brand-700">{member.role}</p>
      <p className="mt-2 inline-flex rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-sun-800">
        Berpengalaman {member.experienceYears} tahun
      </p>
      <p className="mt-3 text-sm text-ink-soft">{member.bio}</p>
    </article>
  );
}
