/**
 * The icons the site uses, each imported from its own file. The package's
 * index pulls in all of its 1,600 icons, which the build then reads one by
 * one: importing them from here took the browser build from 1,786 modules
 * to a few hundred, and its time and memory with it. A new icon is one more line.
 */
export type { LucideIcon } from "lucide-react";
export { default as ArrowLeft } from "lucide-react/icons/arrow-left";
export { default as ArrowRight } from "lucide-react/icons/arrow-right";
export { default as BadgeCheck } from "lucide-react/icons/badge-check";
export { default as BookOpen } from "lucide-react/icons/book-open";
export { default as CalendarDays } from "lucide-react/icons/calendar-days";
export { default as CalendarHeart } from "lucide-react/icons/calendar-heart";
export { default as Check } from "lucide-react/icons/check";
export { default as CheckCircle2 } from "lucide-react/icons/circle-check";
export { default as ChevronDown } from "lucide-react/icons/chevron-down";
export { default as ChevronLeft } from "lucide-react/icons/chevron-left";
export { default as ChevronRight } from "lucide-react/icons/chevron-right";
export { default as CircleCheck } from "lucide-react/icons/circle-check";
export { default as Clock } from "lucide-react/icons/clock";
export { default as Eye } from "lucide-react/icons/eye";
export { default as Hand } from "lucide-react/icons/hand";
export { default as Heart } from "lucide-react/icons/heart";
export { default as Info } from "lucide-react/icons/info";
export { default as Link2 } from "lucide-react/icons/link-2";
export { default as Mail } from "lucide-react/icons/mail";
export { default as MapPin } from "lucide-react/icons/map-pin";
export { default as Menu } from "lucide-react/icons/menu";
export { default as MessageCircle } from "lucide-react/icons/message-circle";
export { default as Phone } from "lucide-react/icons/phone";
export { default as Quote } from "lucide-react/icons/quote";
export { default as SearchX } from "lucide-react/icons/search-x";
export { default as ShieldCheck } from "lucide-react/icons/shield-check";
export { default as Sparkles } from "lucide-react/icons/sparkles";
export { default as Sprout } from "lucide-react/icons/sprout";
export { default as Star } from "lucide-react/icons/star";
export { default as Tag } from "lucide-react/icons/tag";
export { default as Target } from "lucide-react/icons/target";
export { default as Users } from "lucide-react/icons/users";
export { default as X } from "lucide-react/icons/x";
