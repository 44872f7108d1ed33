import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BellRing,
  Building2,
  Calculator,
  CalendarCheck,
  ChartColumnBig,
  ChartLine,
  CircleSlash,
  ClipboardCheck,
  FileInput,
  FileText,
  Gauge,
  Landmark,
  MessageSquareText,
  PackageOpen,
  PackageX,
  Ruler,
  SlidersHorizontal,
  Split,
  Stethoscope,
  Table2,
  Target,
  Timer,
  Users,
  UsersRound,
} from 'lucide-react';

/**
 * The icons a document may name. Documents stay plain data (comparable between languages), and
 * only these icons reach the renderer's chunk.
 */
export const icons = {
  activity: Activity,
  bellRing: BellRing,
  building: Building2,
  calculator: Calculator,
  calendarCheck: CalendarCheck,
  chartColumn: ChartColumnBig,
  chartLine: ChartLine,
  circleSlash: CircleSlash,
  clipboardCheck: ClipboardCheck,
  fileInput: FileInput,
  fileText: FileText,
  gauge: Gauge,
  landmark: Landmark,
  messageText: MessageSquareText,
  packageOpen: PackageOpen,
  packageX: PackageX,
  ruler: Ruler,
  sliders: SlidersHorizontal,
  split: Split,
  stethoscope: Stethoscope,
  table: Table2,
  target: Target,
  timer: Timer,
  users: Users,
  usersRound: UsersRound,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
