import type { GalleryGroup as Group } from "~/lib/content/schemas";
import type { Picture } from "~/lib/pictures";
import { GalleryGroup } from "./gallery-group";

/** Every group of the gallery, one under the other. */
export function GalleryGroups({ groups }: { groups: readonly (Group & { pictures: readonly Picture[] })[] }) {
  return (
    <div className="space-y-14 px-4 pb-16 sm:px-6">
      {groups.map((group, index) => (
        <GalleryGroup key={group.title} group={group} pictures={group.pictures} first={index === 0} />
      ))}
    </div>
  );
}
