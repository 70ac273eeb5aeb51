/**
 * The icons the site uses, each imported from its own file. The package's
 * index pulls in all of its 1,600 icons, which the build then reads one by
 * one: importing them from here took the browser build from 1,786 modules
 * to a few hundred, and its time and memory with it. A new icon is one more line.
 */
export type { LucideIcon } from "lucide-react";
export { default as ArrowLeft } from "lucide-react/dist/esm/icons/arrow-left.js";
export { default as ArrowRight } from "lucide-react/dist/esm/icons/arrow-right.js";
export { default as BadgeCheck } from "lucide-react/dist/esm/icons/badge-check.js";
export { default as BookOpen } from "lucide-react/dist/esm/icons/book-open.js";
export { default as CalendarDays } from "lucide-react/dist/esm/icons/calendar-days.js";
export { default as CalendarHeart } from "lucide-react/dist/esm/icons/calendar-heart.js";
export { default as Check } from "lucide-react/dist/esm/icons/check.js";
export { default as CheckCircle2 } from "lucide-react/dist/esm/icons/circle-check.js";
export { default as ChevronDown } from "lucide-react/dist/esm/icons/chevron-down.js";
export { default as ChevronLeft } from "lucide-react/dist/esm/icons/chevron-left.js";
export { default as ChevronRight } from "lucide-react/dist/esm/icons/chevron-right.js";
export { default as CircleCheck } from "lucide-react/dist/esm/icons/circle-check.js";
export { default as Clock } from "lucide-react/dist/esm/icons/clock.js";
export { default as Eye } from "lucide-react/dist/esm/icons/eye.js";
export { default as Hand } from "lucide-react/dist/esm/icons/hand.js";
export { default as Heart } from "lucide-react/dist/esm/icons/heart.js";
export { default as Info } from "lucide-react/dist/esm/icons/info.js";
export { default as Link2 } from "lucide-react/dist/esm/icons/link-2.js";
export { default as Mail } from "lucide-react/dist/esm/icons/mail.js";
export { default as MapPin } from "lucide-react/dist/esm/icons/map-pin.js";
export { default as Menu } from "lucide-react/dist/esm/icons/menu.js";
export { default as MessageCircle } from "lucide-react/dist/esm/icons/message-circle.js";
export { default as Phone } from "lucide-react/dist/esm/icons/phone.js";
export { default as Quote } from "lucide-react/dist/esm/icons/quote.js";
export { default as SearchX } from "lucide-react/dist/esm/icons/search-x.js";
export { default as ShieldCheck } from "lucide-react/dist/esm/icons/shield-check.js";
export { default as Sparkles } from "lucide-react/dist/esm/icons/sparkles.js";
export { default as Sprout } from "lucide-react/dist/esm/icons/sprout.js";
export { default as Star } from "lucide-react/dist/esm/icons/star.js";
export { default as Tag } from "lucide-react/dist/esm/icons/tag.js";
export { default as Target } from "lucide-react/dist/esm/icons/target.js";
export { default as Users } from "lucide-react/dist/esm/icons/users.js";
export { default as X } from "lucide-react/dist/esm/icons/x.js";
