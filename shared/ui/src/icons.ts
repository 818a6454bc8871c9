/**
 * The product's icon set: lucide icons, imported by name so the build keeps only these (the
 * package is side-effect free and tree-shakes; @mailscout/ui is a shared singleton, so every icon
 * listed here ships once, to every page: add a line only for an icon that is used).
 *
 * Icons are decorative by default: lucide renders `aria-hidden="true"` unless the icon gets an
 * `aria-label` or `title`. Put the meaning in the text next to it.
 *
 * @example
 *   import { Icon } from '@mailscout/ui';
 *   <Icon.ShieldCheck size={18} /> {t('secure')}
 */
import {
  AlertTriangle,
  BellOff,
  Building,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Copy,
  CreditCard,
  Database,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Fingerprint,
  Globe,
  HelpCircle,
  Image,
  Info,
  Link,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Phone,
  Printer,
  RotateCcw,
  Search,
  ShieldCheck,
  User,
  UserX,
  Users,
  X,
} from 'lucide-react';

export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';

export const Icon = {
  AlertTriangle,
  BellOff,
  Building,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Copy,
  CreditCard,
  Database,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Fingerprint,
  Globe,
  HelpCircle,
  Image,
  Info,
  Link,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Phone,
  Printer,
  RotateCcw,
  Search,
  ShieldCheck,
  User,
  UserX,
  Users,
  X,
} as const;

export type IconName = keyof typeof Icon;
